// Debian's Chromium is used; Puppeteer must never try to download its own browser.
module.exports = { skipDownload: true };
