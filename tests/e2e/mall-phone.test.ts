/**
 * The mall on phones (issue 26): the banner's slogan whole, live cards titled once, category icons
 * from the shipped SVG icons (no emoji), the product page with a back arrow, its buy bar the only
 * bottom bar, no tab wrongly lit, and the 规格 row showing what was chosen. At 390×844 and 360×780.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, addSignedInCookies, baseURL, launch, newPage } from './browser.ts';

const SMALL_PHONE = { width: 360, height: 780 };
let browser: Browser;
/** A product with more than one SKU, so its 规格 has something to choose. */
let product: { id: number; specs: { name: string; values: string[] }[] };

beforeAll(async () => {
  browser = await launch();
  const list = (await (await fetch(`${baseURL()}/v1/wangchuang/mall/products?sort=sales&pageSize=20`)).json()) as { data: { list: { id: number }[] } };
  for (const { id } of list.data.list) {
    const detail = (await (await fetch(`${baseURL()}/v1/wangchuang/mall/product/${id}`)).json()) as {
      data: { id: number; skus: { stock: number }[]; specs: { name: string; values: string[] }[] };
    };
    if (detail.data.skus.length > 1 && detail.data.skus.every((s) => s.stock > 0)) {
      product = detail.data;
      break;
    }
  }
  expect(product).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

/** Text that would need a colour-emoji font (characters shown as emoji by default). */
const emojiIn = (page: Page) => page.evaluate(() => [...document.body.innerText].filter((c) => /\p{Emoji_Presentation}/u.test(c)));
const litTab = (page: Page) => page.locator('.shop-tabbar .adm-tab-bar-item-active').allTextContents();

describe.each([
  ['390×844', PHONE],
  ['360×780', SMALL_PHONE],
])('the mall at %s', (_name, viewport) => {
  it('home: the whole banner, icons not emoji, live cards titled once, 首页 lit', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    await addSignedInCookies(context, 'zbb_student01');
    await page.goto('/home');
    const banner = page.locator('.sp-banner img').first();
    await banner.waitFor();
    // the picture is shown whole: its box keeps the picture's 750:300
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.getBoundingClientRect().width / img.getBoundingClientRect().height))
      .toBeCloseTo(2.5, 1);
    const frame = await page.locator('.sp-banner').boundingBox();
    const shown = await banner.boundingBox();
    expect(shown!.width).toBeLessThanOrEqual(frame!.width + 0.5);
    expect(shown!.height).toBeLessThanOrEqual(frame!.height + 0.5);
    // its slogan is printed over it, inside the picture, on one line
    const caption = page.locator('.sp-banner-title').first();
    expect(await caption.textContent()).toBe('年货节 全场满199减30');
    const text = (await caption.boundingBox())!;
    expect(text.x).toBeGreaterThanOrEqual(shown!.x);
    expect(text.x + text.width).toBeLessThanOrEqual(shown!.x + shown!.width);
    expect(text.y).toBeGreaterThanOrEqual(shown!.y);
    expect(text.y + text.height).toBeLessThanOrEqual(shown!.y + shown!.height);
    expect(text.height).toBeLessThan(60);

    const icons = page.locator('.sp-cat-icon');
    expect(await icons.count()).toBe(10);
    expect(await page.locator('.sp-cat-icon svg').count()).toBe(10);
    // the names fit their cell on one line
    for (const cat of await page.locator('.sp-cat').all()) expect(await cat.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await emojiIn(page)).toEqual([]);
    await expect.poll(() => litTab(page)).toEqual(['首页']);

    // a live card prints its title once: the cover is a picture without words
    const card = page.locator('.sp-live-card').first();
    await card.waitFor();
    const cover = await card.locator('img').getAttribute('src');
    expect((await page.request.get(cover!)).headers()['content-type']).toBe('image/png');
    const title = (await card.locator('.sp-live-title').textContent())!;
    expect((await card.textContent())!.split(title).length - 1).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('product page: a back arrow, the buy bar as the only bottom bar, no tab lit, 规格 shows the choice', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    await addSignedInCookies(context, 'zbb_student01');

    // opened directly: back goes to the mall's home
    await page.goto(`/productDetail?id=${product.id}`);
    await page.locator('.pd-title').waitFor();
    expect(await page.locator('.shop-tabbar').count()).toBe(0);
    const bar = await page.locator('.pd-bar').boundingBox();
    expect(Math.round(bar!.y + bar!.height)).toBe(viewport.height);
    for (const button of await page.locator('.pd-btns button').all()) expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const gallery = await page.locator('.pd-gallery img').first().boundingBox();
    expect(Math.abs(gallery!.width - gallery!.height)).toBeLessThan(1); // the picture square, not cut
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await expect.poll(() => litTab(page)).toEqual(['首页']);

    // from a list: back is the list
    await page.goto('/productList?sort=sales');
    await expect.poll(() => litTab(page)).toEqual(['分类']);
    await page.locator(`a.sp-tile[href="/productDetail?id=${product.id}"]`).first().click();
    await page.waitForURL((u) => u.pathname === '/productDetail');
    const spec = page.getByTestId('pd-spec');
    await expect.poll(() => spec.textContent()).toBe(`请选择 ${product.specs.map((s) => s.name).join(' ')} ›`);

    // choose every spec in the sheet, close it: the row says what was chosen, the sheet keeps it
    await spec.click();
    const sheet = page.getByRole('dialog', { name: '选择规格' });
    const picked: string[] = [];
    for (const s of product.specs) {
      const value = sheet.getByRole('radiogroup', { name: s.name }).locator('button:not([disabled])').first();
      picked.push((await value.textContent())!);
      await value.click();
    }
    await page
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });
    await expect.poll(() => spec.textContent()).toBe(`已选 ${picked.join(' ')} ›`);
    await spec.click();
    for (const s of product.specs) expect(await sheet.getByRole('radiogroup', { name: s.name }).locator('[aria-checked=true]').count()).toBe(1);
    await page
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });

    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/productList' && u.searchParams.get('sort') === 'sales');
    expect(await emojiIn(page)).toEqual([]);

    // the buyer centre is 我的; a shop's page is under no tab
    await page.goto('/buyerCenterHome');
    await expect.poll(() => litTab(page)).toEqual(['我的']);
    await page.goto(`/productDetail?id=${product.id}`);
    await page.locator('.pd-shop').click();
    await page.waitForURL((u) => u.pathname === '/shopHome');
    await page.locator('.shop-tabbar').waitFor();
    expect(await litTab(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
