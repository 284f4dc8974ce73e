/* The service worker: a phone that opened the site once reads it offline at the table.
   Cache first: the pages, the assets and the search index are copied into the cache when it
   installs (the core) and right after (everything else); a page not yet cached comes from
   the network and is kept. The cache's name changes with the site's content, so a new
   export replaces the old copy. CACHE, CORE and REST are written by `kb export site`. */
"use strict";
var CACHE = "__CACHE__";
var CORE = __CORE__;
var REST = __REST__;
var BATCH = 16;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(CORE); })
    .then(function () { return self.skipWaiting(); }));
});

function fill() {
  return caches.open(CACHE).then(function (cache) {
    var i = 0;
    function next() {
      var batch = REST.slice(i, i + BATCH);
      i += BATCH;
      if (!batch.length) { return Promise.resolve(); }
      return Promise.all(batch.map(function (url) {
        return cache.match(url).then(function (hit) {
          if (hit) { return null; }
          return fetch(url).then(function (r) { return r.ok ? cache.put(url, r) : null; }).catch(function () { return null; });
        });
      })).then(next);
    }
    return next();
  });
}

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf("kb-site-") === 0 && k !== CACHE; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }).then(fill));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) { return; }
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreSearch: true }).then(function (hit) {
      if (hit) { return hit; }
      return fetch(request).then(function (response) {
        if (response.ok) { cache.put(request, response.clone()); }
        return response;
      }).catch(function (error) {
        if (request.mode === "navigate") {
          return cache.match("./").then(function (home) { if (home) { return home; } throw error; });
        }
        throw error;
      });
    });
  }));
});
