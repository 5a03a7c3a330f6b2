// A page the server drew (server/http/appShell.ts) asks for the app's scripts once it is painted:
// they answer taps, they do not paint. The page names them in a data block, the boot script
// first; each is fetched in the mode Vite's own tags use (crossorigin), so nothing comes twice.
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
  // The frame after this one is the first painted: the scripts are asked right after it.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
