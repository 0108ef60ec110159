// Cross-site scripting payloads: classic vectors, each behind the context breakers that close an attribute, a
// title, a textarea, a script or a comment, in three letter cases. Every payload that ran would call
// window.__xss(id) or open a dialog, which the browser tests watch for. 44 vectors × 9 breakers × 3 cases = 1,188.

const VECTORS: ((call: string) => string)[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<script src="data:text/javascript,${c}"></script>`,
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<img src="x" onerror="${c}">`,
  (c) => `<img src=x onerror=${c.replace('__', '&#95;&#95;')}>`,
  (c) => `<svg onload=${c}>`,
  (c) => `<svg/onload=${c}//`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text y=20>x</text></a></svg>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<a href="javascript:${c}">link</a>`,
  (c) => `<a href="jav&#x09;ascript:${c}">link</a>`,
  (c) => `<a href=" javascript:${c}">link</a>`,
  (c) => `javascript:${c}`,
  (c) => `<iframe src="javascript:${c}"></iframe>`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<body onload=${c}>`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<select autofocus onfocus=${c}></select>`,
  (c) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<audio src=x onerror=${c}>`,
  (c) => `<marquee onstart=${c}>x</marquee>`,
  (c) => `<div onmouseover=${c}>hover</div>`,
  (c) => `<form><button formaction="javascript:${c}">go</button></form>`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c) => `<base href="javascript:${c}//">`,
  (c) => `<link rel=stylesheet href="javascript:${c}">`,
  (c) => `<style>@import 'javascript:${c}';</style>`,
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<img src="x` + `" onerror="${c}">`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `<template><img src=x onerror=${c}></template><img src=x onerror=${c}>`,
  (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
  (c) => `<![CDATA[<img src=x onerror=${c}>]]>`,
  (c) => `\u003cimg src=x onerror=${c}\u003e`,
  (c) => `{{constructor.constructor('${c}')()}}`,
  (c) => `<img src=x onerror=alert(${JSON.stringify(c)})>`,
  (c) => `';${c};//`,
];

const BREAKERS = ['', '">', "'>", '</title>', '</textarea>', '</script>', '-->', '</style>', '`;'];
const CASES: ((s: string) => string)[] = [
  (s) => s,
  (s) => s.toUpperCase().replace(/__XSS\((\d+)\)/g, '__xss($1)'),
  (s) => s.replace(/<(\w)/g, (_m, l: string) => `<${l.toUpperCase()}`),
];

export interface XssPayload {
  id: number;
  text: string;
}

/** Every payload, each with the id its script would report. */
export function xssPayloads(): XssPayload[] {
  const payloads: XssPayload[] = [];
  for (const vector of VECTORS)
    for (const breaker of BREAKERS)
      for (const letterCase of CASES) {
        const id = payloads.length + 1;
        payloads.push({ id, text: letterCase(breaker + vector(`__xss(${id})`)) });
      }
  return payloads;
}

/** Installed before any page script: a payload that runs reports its id here. */
export const XSS_HOOK = `window.__xssHits = []; window.__xss = function (id) { window.__xssHits.push(id); };`;
