/* The first paint's hand-over (kb/ui/first_paint.py): once the live page's first run is
   drawn (Streamlit sets window.prerenderReady, and the page's own element is there), the
   paint is removed and the live page shown to screen readers; what the reader did meanwhile
   is carried over: the text typed in the question box, its caret, Enter pressed, the scroll.
   A build's progress, an error or a dialog (the connection lost) is shown at once. */
(() => {
  const paint = document.getElementById("kb-first-paint");
  const root = document.getElementById("root");
  if (!paint || !root) return;
  const mine = paint.querySelector("input[name=q]");
  const form = paint.querySelector("form");
  const urgent = '[data-testid="stProgress"], [data-testid="stAlert"], [data-testid="stException"], [role="dialog"]';
  let asked = false, since = 0, observer = null, timer = 0, late = 0;
  if (form) form.addEventListener("submit", (e) => {
    e.preventDefault(); asked = true;
    const said = paint.querySelector(".kb-fp-caption"), chips = paint.querySelector(".kb-fp-chips");
    if (said) { said.textContent = "Recherche…"; said.setAttribute("role", "status"); }
    if (chips) chips.remove();
  });
  // Streamlit's script did not arrive (the network dropped after the page): said, in the
  // words of Streamlit's own « connection lost » dialog (kb/ui/frontend_french.py)
  document.addEventListener("kb-live-failed", () => {
    if (!paint.isConnected || paint.querySelector("[role=alert]")) return;
    const alert = document.createElement("p");
    alert.className = "kb-fp-alert"; alert.setAttribute("role", "alert");
    alert.innerHTML = "<strong>Connexion perdue</strong> : le serveur ne répond pas. L'appareil est-il connecté "
      + "à Internet ? <a href=\"\">Recharger la page</a> quand le réseau revient.";
    paint.querySelector(".kb-fp-main").prepend(alert);
  });
  const carry = (live, focused) => {
    if (mine.value !== mine.defaultValue && live.value !== mine.value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(live, mine.value);
      live.dispatchEvent(new Event("input", {bubbles: true}));
    }
    if (focused || asked) live.focus();
    if (focused) live.setSelectionRange(mine.selectionStart, mine.selectionEnd);
    if (asked) live.dispatchEvent(new KeyboardEvent("keydown",
      {key: "Enter", code: "Enter", keyCode: 13, which: 13, bubbles: true, cancelable: true}));
  };
  const hand = (force) => {
    const live = root.querySelector(paint.dataset.live);
    if (!since && window.prerenderReady === true) since = performance.now();
    const drawn = since && (live || performance.now() - since > 1500);
    if (!force && !drawn && !document.querySelector(urgent)) return;
    observer.disconnect(); clearInterval(timer); clearTimeout(late);
    const top = paint.scrollTop, focused = document.activeElement === mine;
    root.removeAttribute("aria-hidden");
    paint.remove();
    const scroller = root.querySelector('[data-testid="stMain"]');
    if (scroller && top) scroller.scrollTop = top;
    if (!mine || (mine.value === mine.defaultValue && !asked)) return;
    if (live && live.tagName === "INPUT") { carry(live, focused); return; }
    // handed over early (a build's progress, before the live box exists): what was typed
    // waits for the box, for as long as a build takes
    const later = new MutationObserver(() => {
      const box = root.querySelector(paint.dataset.live);
      if (box && box.tagName === "INPUT") { later.disconnect(); carry(box, focused); }
    });
    later.observe(root, {childList: true, subtree: true});
    setTimeout(() => later.disconnect(), 600000);
  };
  observer = new MutationObserver(() => hand(false));
  observer.observe(root, {childList: true, subtree: true});
  timer = setInterval(() => hand(false), 100);
  late = setTimeout(() => hand(true), 30000);  // never hide the live page longer
})();
