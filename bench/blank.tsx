// The floor for the cold-start budget: the least a React page can do, served and cached like the app.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Blank() {
  // The same mark the app sets when its home summary first shows data.
  useEffect(() => {
    performance.mark('vyay:summary-ready');
  }, []);
  return <h1>Blank</h1>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Blank />
  </StrictMode>,
);
