import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, Slider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../../api/request';
import { uploadAvatar } from '../../api/profile';
import { showToast } from '../../api/toaster';
import { croppedAvatar, loadImage } from './avatarCrop';

/** Pictures the server takes; anything else is refused here already, with the same message. */
const ACCEPT = ['image/png', 'image/jpeg'];
/** The file a user may choose: larger photos are scaled down by the crop anyway, but not this much. */
const MAX_CHOSEN_BYTES = 10 * 1024 * 1024;

export interface AvatarDialogProps {
  isOpen: boolean;
  onClose(): void;
  onSaved(url: string): void;
}

/** Choose a PNG or JPEG, crop a square of it, and save it as the user's avatar. */
export function AvatarDialog({ isOpen, onClose, onSaved }: AvatarDialogProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  async function choose(file: File | undefined) {
    setProblem('');
    if (!file) return;
    if (!ACCEPT.includes(file.type)) return setProblem(t('profile.avatarTypes'));
    if (file.size > MAX_CHOSEN_BYTES) return setProblem(t('profile.avatarTooLarge', { max: MAX_CHOSEN_BYTES / 1024 / 1024 }));
    try {
      setImage(await loadImage(file));
      setZoom(1);
    } catch {
      setProblem(t('profile.avatarTypes'));
    }
  }

  async function save() {
    if (!image || !area) return;
    setSaving(true);
    try {
      const saved = await uploadAvatar(await croppedAvatar(image, area));
      showToast(saved.msg, 'success');
      onSaved(saved.url);
      setImage(null);
    } catch (error) {
      setProblem(error instanceof RequestFailure ? error.message : t('profile.avatarTypes'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('profile.changeAvatar')} style={{ width: 480 }}>
      <DialogBody>
        <FileInput
          fill
          text={t('profile.chooseAvatar')}
          buttonText={t('profile.browse')}
          inputProps={{ accept: ACCEPT.join(','), 'aria-label': t('profile.chooseAvatar') }}
          onInputChange={(e) => void choose((e.target as HTMLInputElement).files?.[0])}
        />
        {image && (
          <>
            <div className="portal-avatar-crop" data-testid="avatar-crop">
              <Cropper
                image={image.src}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            </div>
            <Slider min={1} max={4} stepSize={0.1} labelRenderer={false} value={zoom} onChange={setZoom} />
          </>
        )}
        {problem && (
          <Callout intent="danger" compact>
            {problem}
          </Callout>
        )}
        <p className="portal-muted">{t('profile.avatarHelp')}</p>
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="c" text={t('shell.cancel')} onClick={onClose} />,
          <Button
            key="s"
            intent="primary"
            text={t('crud.save')}
            disabled={!image || !area}
            loading={saving}
            onClick={() => void save()}
            data-testid="avatar-save"
          />,
        ]}
      />
    </Dialog>
  );
}
