/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { rememberLocaleChoice, suggestedLocale } from '../i18n/locale-choice';
import LanguageSuggestion from './language-suggestion';

beforeEach(() => window.localStorage.clear());

describe('which language is suggested', () => {
  it.each([
    [['de-AT', 'en'], 'en', 'de'],
    [['nl-NL', 'ja'], 'de', 'ja'],
    [['en-GB', 'de'], 'de', 'en'],
    [['de-DE'], 'de', undefined],
    [['nl', 'vi'], 'en', undefined],
  ] as const)('a browser asking for %j, on a page in %s: %s', (languages, page, suggested) => {
    expect(suggestedLocale(page, languages)).toBe(suggested);
  });

  it('none once the buyer has chosen a language', () => {
    rememberLocaleChoice('en');
    expect(suggestedLocale('en', ['de'])).toBeUndefined();
  });
});

describe('the suggestion', () => {
  const renderOn = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageSuggestion locale="de" />
      </MemoryRouter>,
    );

  it('speaks the language it suggests, and links this page in it', async () => {
    renderOn('/about-us');
    expect(await screen.findByText('Diese Seite gibt es auch auf Deutsch.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Auf Deutsch lesen' });
    expect(link).toHaveAttribute('href', '/de/about-us');
    expect(link).toHaveAttribute('hreflang', 'de');
    expect(screen.getByRole('complementary')).toHaveAttribute('lang', 'de');
  });

  it('once closed, is not suggested again', async () => {
    renderOn('/ja/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Diese Seite gibt es auch auf Deutsch.')).not.toBeInTheDocument();
    expect(suggestedLocale('ja', ['de'])).toBeUndefined();
  });

  it('following its link remembers the choice', async () => {
    renderOn('/ja/faqs');
    const link = await screen.findByRole('link', { name: 'Auf Deutsch lesen' });
    expect(link).toHaveAttribute('href', '/de/faqs');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(suggestedLocale('en', ['de'])).toBeUndefined();
  });
});
