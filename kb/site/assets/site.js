/* The site's only script: offline reading (service worker) and the search page
   (Pagefind's interface, with the query's typos and missing accents corrected against the
   words of the rulebooks: « relanse » → « relance », « equite » → « équité »). */
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "./";

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register(root + "sw.js").catch(function () { /* no offline copy: still readable */ });
  }

  var box = document.getElementById("search");
  if (!box) { return; }

  function fold(word) {
    return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  // Optimal string alignment distance (a swap of two letters counts as one edit), stopping
  // once it exceeds ``limit``.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
    var prev2 = null, prev = [], cur, i, j;
    for (j = 0; j <= b.length; j++) { prev.push(j); }
    for (i = 1; i <= a.length; i++) {
      cur = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (prev2 && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d = Math.min(d, prev2[j - 2] + 1);
        }
        cur.push(d);
        if (d < best) { best = d; }
      }
      if (best > limit) { return limit + 1; }
      prev2 = prev; prev = cur;
    }
    return prev[b.length];
  }

  var vocabulary = null; // {words: Set of spellings, byKey: folded → most frequent spelling, keys: sorted}

  function loadVocabulary() {
    return fetch(root + "assets/vocabulaire.json").then(function (r) { return r.json(); }).then(function (words) {
      var byKey = Object.create(null);
      words.forEach(function (w) { var k = fold(w); if (!(k in byKey)) { byKey[k] = w; } });
      vocabulary = { words: new Set(words), byKey: byKey, keys: Object.keys(byKey).sort() };
    }).catch(function () { vocabulary = null; });
  }

  function hasPrefix(key) {
    var keys = vocabulary.keys, lo = 0, hi = keys.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (keys[mid] < key) { lo = mid + 1; } else { hi = mid; } }
    return lo < keys.length && keys[lo].indexOf(key) === 0;
  }

  function correctWord(word) {
    var lower = word.toLowerCase();
    if (!vocabulary || lower.length < 4 || !/^[^\W\d_]+$/.test(fold(lower)) || vocabulary.words.has(lower)) { return word; }
    var key = fold(lower);
    if (key in vocabulary.byKey) { return vocabulary.byKey[key]; }
    if (hasPrefix(key)) { return word; }  // a word being typed: Pagefind matches its prefix
    var limit = key.length >= 8 ? 2 : 1, best = null, bestDistance = limit + 1;
    vocabulary.keys.forEach(function (k) {
      var d = distance(key, k, Math.min(limit, bestDistance));
      if (d < bestDistance) { best = k; bestDistance = d; }
    });
    return best === null ? word : vocabulary.byKey[best];
  }

  var notice = document.createElement("p");
  notice.className = "correction";
  notice.setAttribute("aria-live", "polite");

  function processTerm(term) {
    var corrected = term.split(/(\s+)/).map(function (part) { return /\s/.test(part) ? part : correctWord(part); }).join("");
    notice.textContent = corrected.trim() && corrected !== term ? "Résultats pour : « " + corrected.trim() + " »" : "";
    return corrected;
  }

  var css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = root + "pagefind/pagefind-ui.css";
  document.head.appendChild(css);
  var script = document.createElement("script");
  script.src = root + "pagefind/pagefind-ui.js";
  script.onload = function () {
    loadVocabulary().then(function () {
      /* global PagefindUI */
      var q = new URLSearchParams(window.location.search).get("q");
      var ui = new PagefindUI({
        element: "#search", bundlePath: root + "pagefind/", showSubResults: false, showImages: false,
        processTerm: processTerm, autofocus: !q
      });
      box.insertAdjacentElement("afterend", notice);
      if (q) { ui.triggerSearch(q); }
    });
  };
  document.head.appendChild(script);
})();
