// The /index template every new site starts with.
export const INDEX_TEMPLATE_BODY = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>{{ site.name }}</title></head>
  <body>
    <h1>{{ site.name }}</h1>
    <p>This is your new site. Edit the <code>/index</code> template to make it yours.</p>
  </body>
</html>
`;
