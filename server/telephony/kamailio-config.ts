/**
 * The SIP proxy's configuration, generated (docs/telephony.md): Kamailio is the registrar and proxy, and asks
 * the console (proxy-routes.ts) for everything that is the console's to decide: a number's digest secret, where
 * a call goes, and what happened to it. No open registrar: every REGISTER and every call from a phone is
 * digest-authenticated against the console's numbers; failures are reported, and an address the console blocks
 * is dropped. WebSocket clients (the web phone) get the NAT handling SIP-FACTS.md found necessary.
 */

import type { MediaRelayOptions } from './media-relay';

export interface KamailioOptions {
  /** Plain SIP (door panels): UDP and TCP on this address; `advertise` is the address phones are told instead (NAT). */
  sip: { host: string; port: number; advertise?: string };
  /** More plain-SIP addresses or interface names (eth1) on the same port, each with its own advertised address. */
  sipListeners?: { host: string; advertise?: string }[];
  /**
   * Networks whose phones are reached directly (CIDR). When set, a plain-SIP phone from elsewhere is treated as
   * behind NAT: replies go where its packets came from, its Contact is the address seen (SIP settings).
   */
  localNetworks?: string[];
  /** SIP over WebSocket (the web phone). */
  ws: { host: string; port: number };
  /** SIP over secure WebSocket, with a certificate and key in the configuration's directory. */
  wss?: { host: string; port: number; certificate: string; privateKey: string };
  /** Base of the console's API as the proxy reaches it, e.g. http://127.0.0.1:8080/api/v0 */
  consoleUrl: string;
  /** SIP_PROXY_SECRET, shared with the console. */
  secret: string;
  /** Names the proxy answers to besides its addresses (the sip_proxy_host). */
  aliases: string[];
  /** Worker processes (2 is plenty for a site; the bench raises it). */
  children?: number;
  /** Kamailio's shared memory, MB: about 100 KB per connected WebSocket phone (default 256, for 2,000). */
  sharedMemoryMb?: number;
  /** rtpengine between plain-SIP phones and web phones (media-relay.ts); without it, calls carry their own SDP. */
  mediaRelay?: MediaRelayOptions;
}

const q = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

function listenLines(options: KamailioOptions) {
  const port = options.sip.port;
  const sip = [options.sip, ...(options.sipListeners ?? [])].flatMap(({ host, advertise }) =>
    ['udp', 'tcp'].map((proto) => `listen=${proto}:${host}:${port}${advertise ? ` advertise ${advertise}:${port}` : ''}`),
  );
  const lines = [...sip, `listen=tcp:${options.ws.host}:${options.ws.port}`];
  if (options.wss) lines.push('enable_tls=yes', `listen=tls:${options.wss.host}:${options.wss.port}`);
  return lines.concat(options.aliases.map((alias) => `alias="${q(alias)}"`)).join('\n');
}

function tlsLines(options: KamailioOptions) {
  if (!options.wss) return '';
  return `loadmodule "tls.so"
modparam("tls", "certificate", "${q(options.wss.certificate)}")
modparam("tls", "private_key", "${q(options.wss.privateKey)}")
modparam("tls", "tls_method", "TLSv1.2+")
modparam("tls", "verify_certificate", 0)
modparam("tls", "require_certificate", 0)`;
}

/**
 * With local networks set: "a plain-SIP message from outside them whose Contact or Via is a private address"
 * (nat_uac_test 1: Contact is RFC 1918; 2: Via differs from the source; 16: the source port differs).
 */
function remoteTest(options: KamailioOptions, join: string) {
  if (!options.localNetworks?.length) return '';
  return `${join}(!is_in_subnet("$si", "${q(options.localNetworks.join(','))}") && nat_uac_test(19))`;
}

/** rtpengine's flags for SDP going to a web phone (ICE, DTLS-SRTP, RTCP on the RTP port) or to a plain-SIP phone. */
const TO_WEB_PHONE = 'replace-origin replace-session-connection ICE=force transport-protocol=UDP/TLS/RTP/SAVPF SDES-off generate-mid rtcp-mux-require';
const TO_PLAIN_SIP = 'replace-origin replace-session-connection ICE=remove RTP/AVP DTLS=off SDES-off rtcp-mux-demux';

/**
 * With a media relay: a call between a web phone (WebSocket) and a plain-SIP phone (a door panel) has its
 * SDP rewritten by rtpengine for each side, offer on the branch, answer on its reply, and again on a
 * re-INVITE (hold); its end frees the relay's ports. Calls between two phones of the same kind go direct.
 */
function mediaRoutes(options: KamailioOptions) {
  if (!options.mediaRelay) {
    const routes = ['MEDIA_CALLER', 'MEDIA_ANSWER', 'MEDIA_IN_DIALOG', 'MEDIA_END'].map((name) => `route[${name}] { return; }`);
    return [...routes, 'branch_route[MEDIA_OFFER] { return; }'].join('\n');
  }
  return `# The caller's kind, for the branches' offers and their answers.
route[MEDIA_CALLER] {
	$avp(caller_web) = "0";
	if ($proto == "ws" || $proto == "wss") { $avp(caller_web) = "1"; }
}

branch_route[MEDIA_OFFER] {
	$var(callee_web) = "0";
	if ($du =~ "transport=wss?" || $ru =~ "transport=wss?") { $var(callee_web) = "1"; }
	if ($var(callee_web) == $avp(caller_web) || !has_body("application/sdp")) { return; }
	setbflag(1);
	if ($var(callee_web) == "1") { rtpengine_offer("${TO_WEB_PHONE}"); }
	else { rtpengine_offer("${TO_PLAIN_SIP}"); }
}

# A relayed branch's reply with SDP: the answer, rewritten for the caller's kind.
route[MEDIA_ANSWER] {
	if (!isbflagset(1) || !has_body("application/sdp")) { return; }
	if ($avp(caller_web) == "1") { rtpengine_answer("${TO_WEB_PHONE}"); }
	else { rtpengine_answer("${TO_PLAIN_SIP}"); }
	if ($rs =~ "^2") { $dlg_var(relayed) = "1"; }
}

# In a relayed call: a re-INVITE's offer goes to the other kind of phone, its answer comes back; BYE frees it.
route[MEDIA_IN_DIALOG] {
	if ($dlg_var(relayed) != "1") { return; }
	if (is_method("BYE")) { rtpengine_delete(); return; }
	if (!is_method("INVITE") || !has_body("application/sdp")) { return; }
	$avp(answer_to_web) = "1";
	if ($du =~ "transport=wss?" || $ru =~ "transport=wss?") { $avp(answer_to_web) = "0"; rtpengine_offer("${TO_WEB_PHONE}"); }
	else { rtpengine_offer("${TO_PLAIN_SIP}"); }
	t_on_reply("MEDIA_IN_DIALOG_ANSWER");
}

onreply_route[MEDIA_IN_DIALOG_ANSWER] {
	if (!has_body("application/sdp")) { return; }
	if ($avp(answer_to_web) == "1") { rtpengine_answer("${TO_WEB_PHONE}"); }
	else { rtpengine_answer("${TO_PLAIN_SIP}"); }
}

# A call cancelled or refused before an answer leaves its offer with the relay: free it.
route[MEDIA_END] {
	rtpengine_delete();
}`;
}

export function kamailioConfig(options: KamailioOptions): string {
  const api = q(options.consoleUrl.replace(/\/$/, ''));
  const headers = `Content-Type: application/json\\r\\nx-sip-proxy-secret: ${q(options.secret)}`;
  const wsPorts = [options.ws.port, ...(options.wss ? [options.wss.port] : [])].map((port) => `$Rp == ${port}`).join(' || ');
  return `#!KAMAILIO
# Generated by the console (server/telephony/kamailio-config.ts): edit the generator, not this file.
debug=1
log_stderror=yes
children=${options.children ?? 2}
tcp_children=${options.children ?? 2}
auto_aliases=no
${listenLines(options)}
tcp_accept_no_cl=yes
tcp_connection_lifetime=3605
tcp_rd_buf_size=16384

loadmodule "kex.so"
loadmodule "corex.so"
loadmodule "tm.so"
loadmodule "tmx.so"
loadmodule "sl.so"
loadmodule "rr.so"
loadmodule "pv.so"
loadmodule "maxfwd.so"
loadmodule "usrloc.so"
loadmodule "registrar.so"
loadmodule "textops.so"
loadmodule "siputils.so"
loadmodule "xlog.so"
loadmodule "sanity.so"
loadmodule "nathelper.so"
loadmodule "auth.so"
loadmodule "htable.so"
loadmodule "dialog.so"
loadmodule "http_client.so"
loadmodule "jansson.so"
loadmodule "xhttp.so"
loadmodule "websocket.so"
${tlsLines(options)}
${options.localNetworks?.length ? 'loadmodule "ipops.so"' : ''}
${options.mediaRelay ? `loadmodule "rtpengine.so"\nmodparam("rtpengine", "rtpengine_sock", "udp:127.0.0.1:${options.mediaRelay.controlPort}")` : ''}

modparam("tm", "failure_reply_mode", 3)
modparam("tm", "fr_timer", 10000)
modparam("tm", "fr_inv_timer", 60000)
modparam("rr", "enable_full_lr", 1)
modparam("rr", "append_fromtag", 1)
modparam("usrloc", "db_mode", 0)
modparam("registrar", "method_filtering", 1)
modparam("registrar", "max_expires", 3600)
modparam("registrar", "received_avp", "$avp(RECEIVED)")
modparam("nathelper", "received_avp", "$avp(RECEIVED)")
modparam("dialog", "enable_stats", 0)
modparam("dialog", "default_timeout", 14400)
modparam("http_client", "connection_timeout", 2)
modparam("htable", "htable", "secrets=>size=10;autoexpire=30;")
modparam("htable", "htable", "blocked=>size=8;autoexpire=3600;")
modparam("websocket", "keepalive_mechanism", 1)
modparam("websocket", "keepalive_timeout", 30)
modparam("websocket", "keepalive_processes", 1)
modparam("websocket", "keepalive_interval", 1)
modparam("websocket", "sub_protocols", 1)

request_route {
	if ($sht(blocked=>$si) != $null) { drop; exit; }
	if (!mf_process_maxfwd_header("10")) { sl_send_reply("483", "Too Many Hops"); exit; }
	if (!sanity_check("17895", "7")) { exit; }
	if (is_method("OPTIONS") && uri==myself && $rU==$null) { sl_send_reply("200", "Keepalive"); exit; }
	route(NAT);
	route(WITHINDLG);
	if (is_method("CANCEL")) { if (t_check_trans()) { route(MEDIA_END); route(RELAY); } exit; }
	if (!is_method("ACK")) { t_check_trans(); }
	remove_hf("Route");
	if (is_method("REGISTER")) { route(REGISTER); exit; }
	if (!is_method("INVITE")) { sl_send_reply("405", "Method Not Allowed"); exit; }
	route(AUTH);
	record_route();
	route(CALL);
}

# WebSocket clients have unroutable Contacts (xxx.invalid;transport=ws): replies and in-dialog requests reuse the connection.
route[NAT] {
	if (nat_uac_test(64)${remoteTest(options, ' || ')}) {
		force_rport();
		if (is_method("REGISTER")) { fix_nated_register(); }
		else if (!add_contact_alias()) { sl_send_reply("400", "Bad Request"); exit; }
	}
}

route[WITHINDLG] {
	if (!has_totag()) return;
	if (loose_route()) {
		if ($du == "") { if (handle_ruri_alias() == -1) { sl_send_reply("400", "Bad Request"); exit; } }
		if (is_method("INVITE") && has_body("application/sdp")) { route(REPORT_HOLD); }
		route(MEDIA_IN_DIALOG);
		route(RELAY);
		exit;
	}
	if (is_method("ACK")) { if (t_check_trans()) { t_relay(); } exit; }
	sl_send_reply("404", "Not here");
	exit;
}

# A re-INVITE puts a call on hold (its offer only sends, or nothing) or takes it off hold: the console records it.
route[REPORT_HOLD] {
	$var(held) = "false";
	if (search_body("a=(sendonly|inactive)")) { $var(held) = "true"; }
	$var(body) = "{\\"call_id\\":\\"" + $(ci{s.escape.common}) + "\\",\\"held\\":" + $var(held) + "}";
	http_client_query("${api}/sip-proxy/calls/held", "$var(body)", "${headers}", "$var(answer)");
}

# Digest authentication against the console's numbers: the authenticated user must be the From user
# (the To user for REGISTER), so a phone speaks only as its own number.
route[AUTH] {
	if (!is_present_hf("Authorization") && !is_present_hf("Proxy-Authorization")) {
		auth_challenge("$fd", "1");
		exit;
	}
	$var(user) = $au;
	if ($var(user) == $null || !($var(user) =~ "^[0-9]{1,32}$")) { sl_send_reply("403", "Forbidden"); exit; }
	$var(key) = $var(user) + "@" + $ar;
	# $var keeps its value between messages of a worker and cannot hold null: ask the cache itself.
	if ($sht(secrets=>$var(key)) == $null) {
		$var(secret) = "-";
		$var(asked) = "{\\"realm\\":\\"" + $(ar{s.escape.common}) + "\\",\\"ip\\":\\"" + $si + "\\"}";
		$var(code) = http_client_query("${api}/sip-proxy/numbers/$var(user)/ha1", "$var(asked)", "${headers}", "$var(secret)");
		if ($var(code) == 403) { $sht(blocked=>$si) = 1; drop; exit; }
		if ($var(code) != 200) { $var(secret) = "-"; }
		$sht(secrets=>$var(key)) = $var(secret);
	} else {
		$var(secret) = $sht(secrets=>$var(key));
	}
	if ($var(secret) == "-") { route(FAILED_WRONG_NUMBER); }
	if (is_method("REGISTER")) { $var(ok) = pv_www_authenticate("$ar", "$var(secret)", "1"); }
	else { $var(ok) = pv_proxy_authenticate("$ar", "$var(secret)", "1"); }
	if ($var(ok) < 0) {
		if ($var(ok) == -2 || $var(ok) == -1) { route(FAILED_PASSWORD); }
		auth_challenge("$fd", "1");
		exit;
	}
	if (is_method("REGISTER") && ($tU != $var(user) || ($ct != "*" && $(ct{tobody.user}) != $var(user)))) { sl_send_reply("403", "Forbidden"); exit; }
	if (!is_method("REGISTER") && $fU != $var(user)) { sl_send_reply("403", "Forbidden"); exit; }
	consume_credentials();
}

route[FAILED_PASSWORD] {
	$var(failure) = "{\\"ip\\":\\"" + $si + "\\",\\"number\\":\\"" + $var(user) + "\\",\\"cause\\":\\"AUTH_FAILED\\"}";
	route(REPORT_FAILURE);
}

route[FAILED_WRONG_NUMBER] {
	$var(failure) = "{\\"ip\\":\\"" + $si + "\\",\\"number\\":\\"" + $var(user) + "\\",\\"cause\\":\\"WRONG_NUMBER\\"}";
	route(REPORT_FAILURE);
}

route[REPORT_FAILURE] {
	$var(answer) = "{}";
	$var(seconds) = 0;
	http_client_query("${api}/sip-proxy/auth-failures", "$var(failure)", "${headers}", "$var(answer)");
	jansson_get("seconds", "$var(answer)", "$var(seconds)");
	if ($var(seconds) > 0) { $sht(blocked=>$si) = 1; $shtex(blocked=>$si) = $var(seconds); drop; exit; }
	sl_send_reply("403", "Forbidden");
	exit;
}

route[REGISTER] {
	route(AUTH);
	# One contact per number: a page reloaded replaces its stale WebSocket contact.
	if (!save("location", "0x04")) { sl_reply_error(); }
	exit;
}

# A new call: the console says which numbers ring, stage by stage, and records it.
route[CALL] {
	if ($rU == $null) { sl_send_reply("484", "Address Incomplete"); exit; }
	$var(sos) = "false";
	if (is_present_hf("X-BAS-CALL-SOS")) { $var(sos) = "true"; }
	$var(type) = "normal";
	if ($hdr(x-speech-type) == "awaiting") { $var(type) = "awaiting"; }
	$var(body) = "{\\"call_id\\":\\"" + $(ci{s.escape.common}) + "\\",\\"from\\":\\"" + $fU + "\\",\\"to\\":\\"" + $(rU{s.escape.common}) + "\\",\\"sos\\":" + $var(sos) + ",\\"type\\":\\"" + $var(type) + "\\"}";
	$var(code) = http_client_query("${api}/sip-proxy/calls", "$var(body)", "${headers}", "$var(route)");
	if ($var(code) != 200) { sl_send_reply("500", "Console Unavailable"); exit; }
	jansson_get("code", "$var(route)", "$var(answer)");
	if ($var(answer) != 200) {
		jansson_get("reason", "$var(route)", "$var(reason)");
		sl_send_reply("$var(answer)", "$var(reason)");
		exit;
	}
	dlg_manage();
	route(MEDIA_CALLER);
	$avp(route) = $var(route);
	$avp(stage) = 0;
	$var(in_failure) = 0;
	$avp(callee) = $rU;
	remove_hf("x-target-callee");
	append_hf("x-target-callee: $rU\\r\\n");
	# The console decides the call's type (a panel's call to a concierge is awaiting); the phones read it.
	jansson_get("type", "$var(route)", "$var(type)");
	remove_hf("x-speech-type");
	append_hf("x-speech-type: $var(type)\\r\\n");
	route(RING);
}

# Rings the numbers of the current stage at once, for the stage's timeout.
route[RING] {
	$var(path) = "stages[" + $avp(stage) + "].numbers";
	jansson_array_size("$var(path)", "$avp(route)", "$var(count)");
	$var(i) = 0;
	$var(first) = 1;
	while ($var(i) < $var(count)) {
		$var(item) = $var(path) + "[" + $var(i) + "]";
		jansson_get("$var(item)", "$avp(route)", "$var(number)");
		$var(target) = "sip:" + $var(number) + "@" + $td;
		if ($var(first) == 1) { $ru = $var(target); $var(first) = 0; }
		else { append_branch("$var(target)"); }
		$var(i) = $var(i) + 1;
	}
	$var(timeout_path) = "stages[" + $avp(stage) + "].timeout";
	jansson_get("$var(timeout_path)", "$avp(route)", "$var(timeout)");
	if (!lookup_branches("location")) {
		xlog("L_INFO", "call $ci stage $avp(stage): none of $var(count) numbers registered\n");
		route(NEXT_STAGE);
		$var(code) = 480;
		route(REPORT_ENDED);
		if ($var(in_failure) == 1) { t_reply("480", "Temporarily Unavailable"); }
		else { send_reply("480", "Temporarily Unavailable"); }
		exit;
	}
	$avp(ring_ms) = $var(timeout) * 1000;
	xlog("L_INFO", "call $ci stage $avp(stage) rings $var(count) numbers for $avp(ring_ms) ms\n");
	# Both timers: on WebSocket and TCP branches the final-response timer (the second) is the one that ends
	# the ringing; a provisional reply does not switch it to the INVITE timer there (measured, kamailio#1966).
	t_set_fr($avp(ring_ms), $avp(ring_ms));
	t_on_failure("STAGE_FAILED");
	t_on_reply("REPLY");
	t_on_branch("MEDIA_OFFER");
	route(RELAY);
}

# When a stage is over without an answer: the next one rings, if there is one.
route[NEXT_STAGE] {
	jansson_array_size("stages", "$avp(route)", "$var(stages)");
	$avp(stage) = $avp(stage) + 1;
	if ($avp(stage) < $var(stages)) { route(RING); exit; }
}

failure_route[STAGE_FAILED] {
	xlog("L_INFO", "call $ci stage $avp(stage) over: $T_reply_code\n");
	if (t_is_canceled()) { $var(code) = 487; route(REPORT_ENDED); exit; }
	$var(in_failure) = 1;
	$var(on_error) = 0;
	$var(on_error_path) = "stages[" + $avp(stage) + "].onError";
	jansson_get("$var(on_error_path)", "$avp(route)", "$var(on_error)");
	if (t_branch_timeout() || $T_reply_code == 408 || $T_reply_code == 480 || $var(on_error) == 1) {
		route(NEXT_STAGE);
	}
	$var(code) = $T_reply_code;
	if (t_branch_timeout()) { $var(code) = 408; }
	route(REPORT_ENDED);
}

# A call that ended without an answer, with the final response the caller gets.
route[REPORT_ENDED] {
	xlog("L_INFO", "call $ci ended: $var(code)\n");
	$var(body) = "{\\"call_id\\":\\"" + $(ci{s.escape.common}) + "\\",\\"code\\":" + $var(code) + "}";
	http_client_query("${api}/sip-proxy/calls/ended", "$var(body)", "${headers}", "$var(answer)");
}

route[RELAY] {
	if (!t_relay()) { sl_reply_error(); }
	exit;
}

# A phone registers with its number as its Contact user (REGISTER), so the 200 OK says who answered.
onreply_route[REPLY] {
	route(MEDIA_ANSWER);
	if (status == "200" && is_method("INVITE")) {
		$var(body) = "{\\"call_id\\":\\"" + $(ci{s.escape.common}) + "\\",\\"by\\":\\"" + $(ct{tobody.user}{s.escape.common}) + "\\"}";
		http_client_query("${api}/sip-proxy/calls/answered", "$var(body)", "${headers}", "$var(answer)");
	}
	if (nat_uac_test(64)${remoteTest(options, ' || ')}) { add_contact_alias(); }
}

${mediaRoutes(options)}

event_route[dialog:end] {
	$var(body) = "{\\"call_id\\":\\"" + $(ci{s.escape.common}) + "\\",\\"code\\":200}";
	http_client_query("${api}/sip-proxy/calls/ended", "$var(body)", "${headers}", "$var(answer)");
}

event_route[xhttp:request] {
	set_reply_close();
	set_reply_no_connect();
	if (!(${wsPorts})) { xhttp_reply("403", "Forbidden", "", ""); exit; }
	if ($hdr(Upgrade) =~ "websocket" && $hdr(Connection) =~ "Upgrade" && $rm =~ "GET") {
		if (ws_handle_handshake()) { exit; }
	}
	xhttp_reply("200", "OK", "text/plain", "sip proxy\\n");
}
`;
}
