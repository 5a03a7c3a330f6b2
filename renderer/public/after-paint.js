// A page the server drew (server/http/appShell.ts) asks for the app's scripts once it is painted
// and its pictures are in: they answer taps, they do not paint, and on a slow network they would
// share the line with the first screen's picture (its largest paint). The page names them in a
// data block, the boot script first; each is fetched in the mode Vite's own tags use
// (crossorigin), so nothing comes twice.
(function () {
  var block = document.getElementById("outchi-scripts");
  if (!block) return;
  var files = JSON.parse(block.textContent || "[]");
  function load() {
    files.forEach(function (href, index) {
      var tag = document.createElement(index === 0 ? "script" : "link");
      if (index === 0) {
        tag.type = "module";
        tag.src = href;
      } else {
        tag.rel = "modulepreload";
        tag.href = href;
      }
      tag.crossOrigin = "";
      document.head.appendChild(tag);
    });
  }
  // Once the page has been painted (the browser's first contentful paint; the frame after this
  // one where the browser cannot tell) and its pictures have loaded, or after LOAD_WAIT_MS at the
  // latest: a picture that never answers must not keep the page from answering taps.
  var LOAD_WAIT_MS = 3000;
  var asked = false;
  function ask() {
    if (asked) return;
    asked = true;
    setTimeout(load, 0);
  }
  function whenPainted(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0) {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  function whenLoaded(then) {
    if (document.readyState === "complete") then();
    else window.addEventListener("load", then, { once: true });
  }
  whenLoaded(function () {
    whenPainted(ask);
  });
  setTimeout(ask, LOAD_WAIT_MS);
})();
