/** The phone's panel (000 §3.15, §4.2): the number entry and keypad, and the calls with their actions. */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Alert, Box, Button, Chip, IconButton, List, ListItemButton, ListItemText, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CallIcon from '@mui/icons-material/Call';
import CallEndIcon from '@mui/icons-material/CallEnd';
import VideocamIcon from '@mui/icons-material/Videocam';
import MicOffIcon from '@mui/icons-material/MicOff';
import MicIcon from '@mui/icons-material/Mic';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { type DialerCall, settledCalls, answeredElsewhere, canAnswer, canHangUp, canHold, canOpenDoor, canResume, elapsedSeconds, shownCalls } from './calls';
import { KEYPAD_KEYS, canDial, cleanEntry, isOwnNumber, videoEntry } from './keypad';
import type { WebPhone, WebPhoneSnapshot } from './web-phone';
import { type DialerContact, searchContacts } from './contacts';
import { recentCalls } from './use-web-phone';
import { useHttp } from '../../src/providers/http-context';
import { ConciergePanel } from './concierge-panel';
import { CallVideo } from './call-video';
import { InterruptionDialog, ReturnToParentDialog, useInterruption } from './call-prompts';
import { microphoneNotice, useMicrophonePermission } from './microphone';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function useNow(everyMs = 1000) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Microphone and sound of a call in progress. */
function SoundControls({ call, phone }: { call: DialerCall; phone: WebPhone }) {
  const translate = useTranslate();
  const mic = translate(call.micMuted ? 'dialer.unmute_mic' : 'dialer.mute_mic');
  const volume = translate(call.volumeMuted ? 'dialer.unmute_volume' : 'dialer.mute_volume');
  return (
    <>
      <Tooltip title={mic}>
        <IconButton size="small" aria-label={mic} onClick={() => phone.toggleMic(call.id)}>{call.micMuted ? <MicOffIcon /> : <MicIcon />}</IconButton>
      </Tooltip>
      <Tooltip title={volume}>
        <IconButton size="small" aria-label={volume} onClick={() => phone.toggleVolume(call.id)}>{call.volumeMuted ? <VolumeOffIcon /> : <VolumeUpIcon />}</IconButton>
      </Tooltip>
    </>
  );
}

function CallRow({ call, phone, ownNumber, now, answer }: { call: DialerCall; phone: WebPhone; ownNumber: string; now: number; answer: (id: string, video: boolean) => void }) {
  const translate = useTranslate();
  const elsewhere = answeredElsewhere(call, ownNumber);
  const title = translate(call.direction === 'incoming' ? 'dialer.incoming' : 'dialer.outgoing', { number: call.number });
  return (
    <Box data-testid="dialer-call" data-status={call.status} data-answered-by={call.answeredBy} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{title}</Typography>
        {call.targetCallee && call.targetCallee !== ownNumber && <Typography variant="caption">{translate('dialer.for_number', { number: call.targetCallee })}</Typography>}
        {call.sosCall && <Chip size="small" color="error" label={translate('dialer.sos')} />}
        <Typography variant="caption" sx={{ ml: 'auto' }}>{translate(`dialer.status.${call.status}`)} {clock(elapsedSeconds(call, now))}</Typography>
      </Stack>
      {elsewhere && <Alert severity="info" sx={{ mt: 1, py: 0 }}>{translate('dialer.answered_elsewhere')}</Alert>}
      {call.hasVideo && call.status === 'active' && !elsewhere && <CallVideo stream={phone.remoteStream(call.id)} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        {canAnswer(call) && !elsewhere && <Button size="small" variant="contained" color="success" startIcon={<CallIcon />} onClick={() => answer(call.id, false)}>{translate('dialer.answer')}</Button>}
        {canAnswer(call) && !elsewhere && (
          <Tooltip title={translate('dialer.answer_video')}>
            <IconButton size="small" color="success" aria-label={translate('dialer.answer_video')} onClick={() => answer(call.id, true)}><VideocamIcon /></IconButton>
          </Tooltip>
        )}
        {canHold(call) && !elsewhere && <Button size="small" variant="outlined" startIcon={<PauseIcon />} onClick={() => phone.hold(call.id)}>{translate('dialer.hold')}</Button>}
        {canResume(call) && !elsewhere && <Button size="small" variant="contained" startIcon={<PlayArrowIcon />} onClick={() => phone.resume(call.id)}>{translate('dialer.resume')}</Button>}
        {canOpenDoor(call) && !elsewhere && <Button size="small" variant="outlined" startIcon={<MeetingRoomIcon />} onClick={() => phone.openDoor(call.id)}>{translate('dialer.open_door')}</Button>}
        {call.status === 'active' && !elsewhere && <SoundControls call={call} phone={phone} />}
        {canHangUp(call) && !elsewhere && <Button size="small" variant="contained" color="error" startIcon={<CallEndIcon />} onClick={() => phone.hangUp(call.id)}>{translate('dialer.hang_up')}</Button>}
      </Stack>
    </Box>
  );
}

/** The contacts, searched as the spec says; a click puts the number in the entry. */
function Contacts({ contacts, ownNumbers, pick }: { contacts: DialerContact[]; ownNumbers: string[]; pick: (number: string) => void }) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const found = searchContacts(contacts, query, ownNumbers).slice(0, 8);
  return (
    <Box sx={{ mt: 2 }}>
      <TextField fullWidth size="small" label={translate('dialer.search_contacts')} value={query} onChange={(event) => setQuery(event.target.value)} />
      <List dense disablePadding>
        {found.map((contact) => (
          <ListItemButton key={contact.number} onClick={() => pick(contact.number)}>
            <ListItemText primary={contact.user?.name ?? contact.name} secondary={[contact.number, contact.user?.description].filter(Boolean).join(' · ')} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** The last calls of the user's number; a click puts the other side's number in the entry. */
function RecentCalls({ ownNumber, ended, pick }: { ownNumber: string; ended: number; pick: (number: string) => void }) {
  const translate = useTranslate();
  const userId = useGetIdentity().identity?.id as number | undefined;
  const http = useHttp();
  const { data } = useQuery({ queryKey: ['dialer', 'recent', ownNumber, userId, ended], queryFn: () => recentCalls(http, ownNumber, userId) });
  if (!data?.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="dialer-recent">
      <Typography variant="overline">{translate('dialer.recent')}</Typography>
      <List dense disablePadding>
        {data.slice(0, 5).map((call) => {
          const outgoing = call.from_number === ownNumber;
          const other = outgoing ? call.to_number : call.from_number;
          const result = call.result ? translate(`resources.call-history.enums.result.${call.result}`) : '';
          return (
            <ListItemButton key={call.id} onClick={() => pick(other)}>
              <ListItemText primary={`${outgoing ? '↗' : '↙'} ${other}`} secondary={result} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

/** What the phone says about the microphone before and after a call needs it (microphone.ts). */
function MicrophoneNoticeLine({ refused }: { refused: boolean }) {
  const translate = useTranslate();
  const notice = microphoneNotice(useMicrophonePermission(), refused);
  if (!notice) return null;
  return <Alert severity={notice === 'blocked' ? 'error' : 'info'} sx={{ mt: 1, py: 0 }}>{translate(`dialer.microphone.${notice}`)}</Alert>;
}

/**
 * The panel, in the order a call needs it (issue 34): the calls first, so a new or ringing call and its buttons
 * are in view on a laptop's screen; then the number and keypad; the rest (concierge, contacts, recent calls)
 * scrolls in the space left, so the panel never grows past the window.
 */
export function DialerPanel({ phone, snapshot, ownNumbers, contacts }: { phone: WebPhone; snapshot: WebPhoneSnapshot; ownNumbers: string[]; contacts: DialerContact[] }) {
  const translate = useTranslate();
  const now = useNow();
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string>();
  const interruption = useInterruption(phone, snapshot.calls);
  const dial = (number: string, video: boolean) => {
    if (!canDial(number)) return;
    if (isOwnNumber(number, ownNumbers)) return setError(translate('dialer.own_number'));
    setError(undefined);
    interruption.before(undefined, (parentId) => phone.call(number.trim(), video, parentId));
  };
  const answer = (id: string, video: boolean) => interruption.before(id, () => phone.answer(id, video));
  const calls = shownCalls(snapshot.calls, now);
  return (
    // Below the top bar's button, inside the popover's margin: the window's height less the bar and margins.
    <Box data-testid="dialer-panel" sx={{ width: 320, maxHeight: 'calc(100vh - 96px)', display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
      <Box sx={{ px: 2, pt: 2, flexShrink: 0 }}>
        <Typography variant="caption">{translate(`dialer.registration.${snapshot.state}`, { number: ownNumbers[0] ?? '' })}</Typography>
        <Stack spacing={1} data-testid="dialer-calls" sx={{ mt: 1, maxHeight: '50vh', overflowY: 'auto' }}>
          {calls.length ? calls.map((call) => <CallRow key={call.id} call={call} phone={phone} ownNumber={ownNumbers[0]} now={now} answer={answer} />) : <Typography variant="caption">{translate('dialer.no_calls')}</Typography>}
        </Stack>
        <TextField fullWidth size="small" label={translate('dialer.entry')} value={entry} onChange={(event) => setEntry(cleanEntry(event.target.value))}
          onKeyDown={(event) => { if (event.key === 'Enter') dial(entry, false); }} sx={{ mt: 2 }} slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'dialer-entry' } }} />
        {error && <Alert severity="warning" sx={{ mt: 1 }}>{error}</Alert>}
        <MicrophoneNoticeLine refused={snapshot.microphoneRefused === true} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5, mt: 1 }}>
          {KEYPAD_KEYS.map((key) => <Button key={key} variant="outlined" onClick={() => setEntry((text) => text + key)}>{key}</Button>)}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button fullWidth variant="contained" color="success" startIcon={<CallIcon />} disabled={!canDial(entry) || snapshot.state !== 'registered'} onClick={() => dial(entry, false)}>{translate('dialer.call')}</Button>
          <Tooltip title={translate('dialer.video_call')}>
            <span>
              <IconButton aria-label={translate('dialer.video_call')} disabled={snapshot.state !== 'registered' || !videoEntry(entry, snapshot.lastDialed)} onClick={() => { const target = videoEntry(entry, snapshot.lastDialed); setEntry(target); dial(target, true); }}>
                <VideocamIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Box>
      <Box data-testid="dialer-more" sx={{ px: 2, pb: 2, flex: '1 1 auto', minHeight: 96, overflowY: 'auto' }}>
        <ConciergePanel />
        {contacts.length > 0 && <Contacts contacts={contacts} ownNumbers={ownNumbers} pick={(number) => setEntry(number)} />}
        {ownNumbers[0] && <RecentCalls ownNumber={ownNumbers[0]} ended={settledCalls(snapshot.calls)} pick={(number) => setEntry(number)} />}
      </Box>
      <InterruptionDialog interruption={interruption} />
      <ReturnToParentDialog phone={phone} calls={snapshot.calls} />
    </Box>
  );
}
