// The HTML shell of every built page. It differs from Docusaurus's own in one place: the entry scripts are not
// <script defer> tags in <head>, which the browser starts downloading before anything is drawn, sharing a slow
// connection with the stylesheet the first paint waits for. A small inline script adds them once the first
// frame with the page's text is on screen. The article is readable sooner; the page becomes interactive about
// two frames later than it would have. (Development uses Docusaurus's dev template, unchanged.)

/** Runs in the page: adds the entry scripts, in order, once the first frame is on screen. */
export function bootAfterFirstPaint(scripts: string[]): void {
  const start = () => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Scripts added by a script run in the order added only when not async.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // A background tab draws no frames until shown; there is nothing to draw first, so start at once.
  // Otherwise wait for the frame after the first: by then the first has reached the screen.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

export const pageTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${bootAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </body>
</html>
`;
