// The offline page's "Try again": reloads the address the patient was opening (the service worker answered
// it with this page); an external file because the CSP allows no inline script.
document.getElementById('try-again')?.addEventListener('click', () => window.location.reload());
