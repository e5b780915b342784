/**
 * The other side's picture during a call (000 §4.2 "video and fullscreen"): the door panel's camera, shown in
 * the call's row with a fullscreen button. Muted here: the call's sound plays once, from web-phone.ts.
 */
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Box, IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';

export function CallVideo({ stream }: { stream: MediaStream | undefined }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);
  if (!stream) return null;
  const label = translate('dialer.fullscreen');
  return (
    <Box sx={{ position: 'relative', mt: 1 }}>
      <video ref={video} autoPlay muted playsInline data-testid="dialer-video" style={{ width: '100%', borderRadius: 4, background: '#000' }} />
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => void video.current?.requestFullscreen?.()} sx={{ position: 'absolute', right: 4, bottom: 8, color: 'common.white' }}>
          <FullscreenIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
