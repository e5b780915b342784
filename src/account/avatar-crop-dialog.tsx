/** The image cropper dialog (000 §2.7): a square over the picked photo, moved and zoomed by the user. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Typography } from '@mui/material';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslate } from 'react-admin';
import { cropToAvatar } from './crop-image';
import type { AvatarCrop } from './profile-api';

interface Props {
  /** An object URL of the picked file. */
  src: string;
  onCancel(): void;
  onSave(crop: AvatarCrop): Promise<void>;
}

export function AvatarCropDialog({ src, onCancel, onSave }: Props) {
  const translate = useTranslate();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!area) return;
    setSaving(true);
    try {
      const image = await cropToAvatar(src, area);
      await onSave({ image, x: area.x, y: area.y, size: area.width });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onCancel}>
      <DialogTitle>{translate('profile_page.avatar.crop_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900' }}>
          <Cropper image={src} crop={crop} zoom={zoom} aspect={1} cropShape="round" showGrid={false} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
        </Box>
        <Typography id="avatar-zoom" variant="caption">
          {translate('profile_page.avatar.zoom')}
        </Typography>
        <Slider value={zoom} min={1} max={4} step={0.05} onChange={(_, value) => setZoom(value as number)} aria-labelledby="avatar-zoom" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {translate('account.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={!area || saving}>
          {translate('profile_page.avatar.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
