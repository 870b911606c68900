/**
 * A page on an origin no allowlist names. Framed by the host page, it forges bridge traffic at
 * its parent; as a top-level page (`?frame=embed`), it frames the embed as if it were a partner.
 */
const params = new URLSearchParams(location.search);
const embedUrl = params.get('embedUrl');
if (embedUrl) {
  const iframe = document.createElement('iframe');
  iframe.title = 'Embed';
  iframe.src = embedUrl;
  document.body.append(iframe);
} else {
  const forged = [
    { namespace: 'penpal', channel: 'adlens-bridge', type: 'SYN', participantId: 'forged' },
    {
      namespace: 'penpal',
      channel: 'adlens-bridge',
      type: 'CALL',
      id: 'f1',
      methodPath: ['openApp'],
      args: [{ path: '/forged' }],
    },
    { namespace: 'penpal', channel: 'adlens-bridge', type: 'ACK2' },
  ];
  for (let i = 0; i < 300; i++) parent.postMessage(forged[i % forged.length], '*');
  document.body.dataset.sent = 'true';
}
