// A page the server drew (server/platform/http/appShell.ts) asks for its scripts (listed in #outchi-scripts,
// the boot script first, in the mode Vite's tags use) once it is painted and its pictures are in,
// or after 3 s: they answer taps, they do not paint. Sent minified (vite.config.ts): keep it short.
(function () {
  var block = document.getElementById("outchi-scripts");
  if (!block) return;
  var files = JSON.parse(block.textContent || "[]");
  var asked = false;
  function load() {
    if (asked) return;
    asked = true;
    files.forEach(function (href, index) {
      var tag = document.createElement(index ? "link" : "script");
      if (index) {
        tag.rel = "modulepreload";
        tag.href = href;
      } else {
        tag.type = "module";
        tag.src = href;
      }
      tag.crossOrigin = "";
      document.head.appendChild(tag);
    });
  }
  function ask() {
    setTimeout(load, 0);
  }
  // First contentful paint where the browser reports it, else the frame after this one.
  function whenPainted() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0) return requestAnimationFrame(ask);
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      ask();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  if (document.readyState === "complete") whenPainted();
  else addEventListener("load", whenPainted, { once: true });
  setTimeout(load, 3000);
})();
