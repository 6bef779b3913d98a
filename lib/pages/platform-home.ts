import type { PageResult } from './render';

// The platform host's front page: what the platform is and the two ways in (the admin's sign-in and
// its sign-up). The platform's own words, served with the platform pages' strict policy: no script.
const BODY = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Site platform: sites, shops and blogs on one server</title>
<style>
body{font:17px/1.6 system-ui,-apple-system,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
.wrap{max-width:46rem;margin:0 auto;padding:0 1.25rem}
header{padding:4rem 0 2rem}
h1{font-size:2.3rem;line-height:1.15;margin:0 0 1rem}
.lead{font-size:1.2rem;color:#444;margin:0 0 2rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.button{display:inline-block;padding:.7rem 1.3rem;border-radius:.5rem;font-weight:600;text-decoration:none;border:2px solid #1c4fd8}
.primary{background:#1c4fd8;color:#fff}
.secondary{color:#1c4fd8;background:#fff}
.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
ul{padding-left:1.2rem}
li{margin:.35rem 0}
section{padding:1rem 0}
footer{padding:2rem 0 3rem;color:#555;font-size:.9rem}
a{color:#1c4fd8}
</style>
</head>
<body>
<div class="wrap">
<header>
<h1>Your site, shop and blog, live in a minute</h1>
<p class="lead">This platform hosts many sites on one server. Each site has its own address, Liquid templates you edit in the browser (saving publishes), posts and products, a contact form that collects leads, a shop with checkout, and an admin for you and your team.</p>
<nav class="actions" aria-label="Get started">
<a class="button primary" href="/admin/signup">Create a site</a>
<a class="button secondary" href="/admin">Sign in</a>
</nav>
</header>
<main>
<section>
<h2>How it works</h2>
<ul>
<li>Create an account, pick an address and a theme: a blog and shop, a minimal blog, or a blank page.</li>
<li>Edit the templates and write posts in the admin; every save is live at once, and the editor checks your Liquid before it publishes.</li>
<li>Add a custom domain, connect payments and invite your team when you are ready.</li>
</ul>
</section>
<section>
<h2>For developers</h2>
<p>Everything the admin does goes through a JSON API: see the <a href="/api/v1/openapi.json">OpenAPI description</a> and the <a href="/api/v1/runtime/manifest">Liquid runtime manifest</a>.</p>
</section>
</main>
<footer>Already have a site? <a href="/admin">Sign in to the admin</a>.</footer>
</div>
</body>
</html>
`;

export function platformHomePage(): PageResult {
  return { kind: 'page', status: 200, body: BODY, contentType: 'text/html; charset=utf-8', platform: true };
}
