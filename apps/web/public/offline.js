// The offline page in the patient's language (docs/decisions/029-languages.md): the `sehat_lang` cookie the app keeps says 'hi' →
// each element's Hindi text (its data-hi) replaces the English, and <html lang> follows. An external file
// because the CSP allows no inline script.
if (/(?:^|;\s*)sehat_lang=hi(?:;|$)/.test(document.cookie)) {
  document.documentElement.lang = 'hi';
  for (const element of document.querySelectorAll('[data-hi]')) element.textContent = element.dataset.hi;
}

// "Try again": reloads the address the patient was opening (the service worker answered it with this page).
document.getElementById('try-again')?.addEventListener('click', () => window.location.reload());
