import { useEffect, useState } from 'react';
import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { onPush } from '../../api/alarmStream';
import { showToast } from '../../api/toaster';
import type { EventRow } from '../../api/alarms';

const SOUND_KEY = 'portal-alarm-sound';

/** Two short tones from the audio clock (no file to load, no timer of ours). */
function chime(): void {
  const audio = new AudioContext();
  for (const start of [0, 0.35]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + start);
    tone.stop(audio.currentTime + start + 0.25);
  }
}

/**
 * New alarms as they are pushed: a toast for common and serious faults, and for serious ones a sound when the
 * user has switched it on (the choice stays in this browser: a control-room PC, not every desk, wants it).
 */
export function AlarmAnnouncer() {
  const { t } = useTranslation();
  const [sound, setSound] = useState(() => localStorage.getItem(SOUND_KEY) === 'on');

  useEffect(
    () =>
      onPush('alarm', (data) => {
        const e = data as EventRow;
        if (e.action !== 1 || e.level < 2) return;
        showToast(`${t(`alarms.level.${e.level}`)} · ${e.psName} · ${e.content}`, e.level === 3 ? 'danger' : 'warning');
        if (e.level === 3 && sound) chime();
      }),
    [sound, t],
  );

  const toggle = () => {
    localStorage.setItem(SOUND_KEY, sound ? 'off' : 'on');
    setSound(!sound);
  };
  const label = t(sound ? 'shell.alarmSoundOff' : 'shell.alarmSoundOn');
  return (
    <Tooltip content={label} placement="bottom">
      <Button variant="minimal" icon={sound ? 'volume-up' : 'volume-off'} aria-label={label} onClick={toggle} />
    </Tooltip>
  );
}
