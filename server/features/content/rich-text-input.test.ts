import { englishOf } from '../../../shared/i18n/english';
import { englishOfRefusal } from '../../../shared/i18n/refusal-text';
import { isAllowedLink, RICH_TEXT_MESSAGES, RICH_TEXT_TAGS } from '../../../shared/rich-text';
import { xssPayloads } from '../../../test/xss-payloads';
import { HttpError } from '../../http/http-error';
import { cleanHtml } from '../../render/sanitize';
import { checkRichText, cleanRichTextFields } from './rich-text-input.public';

const cleaned = (html: string) => {
  const check = checkRichText(html);
  if (!check.ok) throw new Error(`refused: ${englishOfRefusal(check.message)}`);
  return check.html;
};
const refusedWith = (html: string) => {
  const check = checkRichText(html);
  return check.ok ? null : englishOfRefusal(check.message);
};

describe('checkRichText keeps formatting', () => {
  it.each([
    '<p>Rattan <strong>baskets</strong> and <em>trays</em>.</p>',
    '<h2>Sizes</h2><h3>Small</h3><h4>Detail</h4><p>Text</p>',
    '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol>',
    '<p><a href="https://example.com/a?b=1&amp;c=2">a site</a>, <a href="mailto:sales@example.com">mail</a>, <a href="tel:+84241234567">call</a>, <a href="/products/rattan">here</a></p>',
    '<p class="lead">Lead paragraph</p><p>Line<br />break</p>',
  ])('stores %s as it is', (html) => {
    expect(cleaned(html)).toBe(html);
  });

  it.each([
    ['a <div> becomes a paragraph', '<div>Woven by hand</div>', '<p>Woven by hand</p>'],
    ['<b> and <i> become <strong> and <em>', '<p><b>Bold</b> <i>italic</i></p>', '<p><strong>Bold</strong> <em>italic</em></p>'],
    ['an <h1> becomes the first heading level', '<h1>Title</h1>', '<h2>Title</h2>'],
    ['an unknown class is dropped, a content class kept', '<p class="MsoNormal lead">Word</p>', '<p class="lead">Word</p>'],
    ['inline styles are dropped', '<p style="margin:0;font-family:Calibri">Pasted</p>', '<p>Pasted</p>'],
    ['unknown tags are dropped, their words kept', '<section><p>Kept <font color="red">words</font></p></section>', '<p>Kept words</p>'],
    ['comments are dropped', '<p>A<!-- note --></p>', '<p>A</p>'],
    ['an empty editor is nothing', '<p></p>', ''],
    ['spaces alone are nothing', '<p>&nbsp; </p>', ''],
  ])('%s', (_case, html, stored) => {
    expect(cleaned(html)).toBe(stored);
  });

  it('keeps a new tab link from reaching back to the site', () => {
    expect(cleaned('<p><a href="https://example.com" target="_blank">x</a></p>')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('stores what the render-time cleaner would show', () => {
    const html = '<div class="x"><b>Bold</b><span class="text-center">centred</span></div>';
    expect(cleaned(html)).toBe(cleanHtml(html));
  });
});

describe('checkRichText refuses more than formatting, saying what to remove', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', englishOf(RICH_TEXT_MESSAGES.script)],
    ['<p onclick="alert(1)">Hi</p>', englishOf(RICH_TEXT_MESSAGES.eventAttribute('onclick'))],
    ['<img src=x onerror=alert(1)>', englishOf(RICH_TEXT_MESSAGES.eventAttribute('onerror'))],
    ['<a href="javascript:alert(1)">x</a>', englishOf(RICH_TEXT_MESSAGES.scriptAddress('javascript'))],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', englishOf(RICH_TEXT_MESSAGES.scriptAddress('javascript'))],
    ['<a href="data:text/html,x">x</a>', englishOf(RICH_TEXT_MESSAGES.link('data'))],
    ['<a href="//evil.example">x</a>', englishOf(RICH_TEXT_MESSAGES.link('//'))],
    ['<iframe src="https://example.com"></iframe>', englishOf(RICH_TEXT_MESSAGES.frame('iframe'))],
    ['<object data="x.swf"></object>', englishOf(RICH_TEXT_MESSAGES.frame('object'))],
    ['<style>p { color: red }</style><p>x</p>', englishOf(RICH_TEXT_MESSAGES.style)],
    ['<div style="background:url(javascript:alert(1))">x</div>', englishOf(RICH_TEXT_MESSAGES.scriptAddress('javascript'))],
    ['<form><input name="q"></form>', englishOf(RICH_TEXT_MESSAGES.form('form'))],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', englishOf(RICH_TEXT_MESSAGES.pageTag('meta'))],
    ['<p>Look</p><img src="/media/a.jpg">', englishOf(RICH_TEXT_MESSAGES.media('img'))],
    ['<svg><circle r="4"/></svg>', englishOf(RICH_TEXT_MESSAGES.media('svg'))],
  ])('refuses %s', (html, message) => {
    expect(refusedWith(html)).toBe(message);
  });

  it('names what to remove in words a staff member reads', () => {
    expect(englishOf(RICH_TEXT_MESSAGES.script)).toBe(
      'Remove the script: this text may hold only paragraphs, headings, lists, bold, italic and links.',
    );
  });

  it('treats text that only looks like code as text', () => {
    expect(cleaned('<p>javascript:alert(1) &lt;script&gt; {{constructor}}</p>')).toBe(
      '<p>javascript:alert(1) &lt;script&gt; {{constructor}}</p>',
    );
  });
});

describe('a link’s address, as the editor’s link dialog and the check on write see it', () => {
  /** The address as the editor writes it into the text's HTML. */
  const linkTo = (href: string) =>
    `<p><a href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}">x</a></p>`;

  it.each([
    ['/trading', true],
    ['/products/page/2?sort=name', true],
    ['#faq', true],
    ['https://example.com/a?b=1&c=2', true],
    ['http://example.com', true],
    ['mailto:sales@example.com', true],
    ['tel:+84241234567', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['https://example.com/?next=javascript:alert(1)', false],
    ['data:text/html,<p>Hello</p>', false],
    ['ftp://example.com/catalogue.pdf', false],
    ['file:///C:/catalogue.pdf', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
  ])('%s: allowed %s by both', (href, allowed) => {
    expect(isAllowedLink(href)).toBe(allowed);
    expect(checkRichText(linkTo(href)).ok).toBe(allowed);
  });
});

describe('checkRichText on 1,188 cross-site scripting payloads', () => {
  const payloads = xssPayloads();
  const tag = /<\/?([a-z][a-z0-9]*)\b([^>]*)>/gi;

  it('refuses every payload that holds a script tag or an event attribute', () => {
    // Left out: a tag inside <![CDATA[…]]> is a comment's text to an HTML parser (the browser's and the cleaner's),
    // and a tag never closed (`<svg/onload=…//` at the end) is no tag at all to either: both are dropped whole.
    const scripted = payloads.filter(({ text }) => /<script|<[^>]*[\s/]on\w+\s*=[^>]*>/i.test(text) && !text.includes('<![CDATA['));
    expect(scripted.length).toBeGreaterThan(500);
    expect(scripted.filter(({ text }) => checkRichText(text).ok).map(({ text }) => text)).toEqual([]);
  });

  it('stores what it does not refuse only as allowed, inert formatting', () => {
    for (const { text } of payloads) {
      const check = checkRichText(text);
      if (!check.ok) continue;
      for (const [, name, attributes] of check.html.matchAll(tag)) {
        expect(RICH_TEXT_TAGS).toContain(name!.toLowerCase());
        expect(attributes).not.toMatch(/\son\w+\s*=/i);
        expect(attributes).not.toMatch(/javascript:/i);
      }
      expect(cleanHtml(check.html)).toBe(check.html);
    }
  });
});

describe('cleanRichTextFields', () => {
  it('gives the request with its rich-text fields cleaned and the others untouched', () => {
    const input = { question: '<b>not rich</b>', answer: '<div>Yes</div>', note: undefined };
    expect(cleanRichTextFields(input, ['answer', 'note'])).toEqual({ question: '<b>not rich</b>', answer: '<p>Yes</p>', note: undefined });
  });

  it('refuses with 400 naming every field that holds more than formatting', () => {
    let error: unknown;
    try {
      cleanRichTextFields({ intro: '<script>x</script>', body: '<p onmouseover="x()">b</p>', caption: '<p>fine</p>' }, [
        'intro',
        'body',
        'caption',
      ]);
    } catch (failure) {
      error = failure;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe(englishOf(RICH_TEXT_MESSAGES.refused));
    expect((error as HttpError).fieldErrors).toEqual({
      intro: englishOf(RICH_TEXT_MESSAGES.script),
      body: englishOf(RICH_TEXT_MESSAGES.eventAttribute('onmouseover')),
    });
  });
});
