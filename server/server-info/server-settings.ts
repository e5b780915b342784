/**
 * GET /server/info and /server/settings (001 §7 Resources): what any visitor may know (registration
 * flags, locale, version, domain, the licence features and warning) and, for a signed-in caller, the
 * addresses devices and apps connect to.
 */
import { networkInterfaces } from 'node:os';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { loadServerLicence } from '../licensing/licence-store';
import { type GeneralSettings, readSection } from '../settings/project-settings';
import { smtpTarget } from '../mail/smtp-transport';
import { isWalletSigningConfigured } from '../../schemas/settings/wallet-signing';
import type { BrokerSettings } from '../../schemas/settings/broker';

/** DOMAIN, else the host of the project's server_url, else the configured HOST. */
export function domainOf(config: Config, general: GeneralSettings) {
  if (config.services?.domain) return config.services.domain;
  if (general.server_url) return new URL(general.server_url).hostname;
  return config.host;
}

/** The machine's first external IPv4 address: what devices on the network can reach. */
function firstExternalIpv4() {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (found) return found.address;
  }
  return undefined;
}

/** The broker host devices and apps are told: an external broker's, else the broker section's, else the domain. */
function brokerHostOf(settings: BrokerSettings, domain: string) {
  if (settings.external_url) return new URL(settings.external_url).hostname.replace(/^\[|\]$/g, '');
  return settings.host || domain;
}

export function serviceAddressesOf(config: Config, domain: string) {
  const services = config.services ?? {};
  const serverIp = services.serverIp ?? firstExternalIpv4() ?? config.host;
  const sipProxyHost = services.sipProxyHost ?? domain;
  return {
    server_ip: serverIp,
    internal_server_ip: services.internalServerIp ?? serverIp,
    push_server: services.pushServer ?? '',
    device_broker_host: services.deviceBrokerHost ?? domain,
    sip_proxy_host: sipProxyHost,
    mobile_client: { sip: { host: services.mobileSipHost ?? sipProxyHost, protocol: services.mobileSipProtocol ?? 'tls' } },
    auto_forward_rules: { is_enabled: services.autoForwardRules ?? false, device_protocol: 'UDP', use_address: 'server_url' },
  };
}

export async function serverInfoOf(db: Kysely<any>, config: Config, version: string) {
  return { version, domain: domainOf(config, await readSection(db, 'general')) };
}

export async function serverSettingsOf(db: Kysely<any>, config: Config, version: string, signedIn: boolean) {
  const general = await readSection(db, 'general');
  const domain = domainOf(config, general);
  const visible = {
    can_user_recovery_password: general.can_user_recovery_password,
    can_user_register_by_token: general.can_user_register_by_token,
    // Standalone mode disables self-registration (000 §4.2), whatever the flag says.
    can_user_register_himself: general.can_user_register_himself && !general.is_standalone_mode,
    is_standalone_mode: general.is_standalone_mode,
    locale: general.locale,
    version,
    domain,
    license: await loadServerLicence(db),
  };
  if (!signedIn) return visible;
  // Whether e-mail can go at all: the console warns before an action that would send some (issue 34 §7).
  const isMailConfigured = (await smtpTarget(db, config.smtpUrl)) !== undefined;
  const addresses = serviceAddressesOf(config, domain);
  // The push server set in project settings, when on, is the one the apps are told; else PUSH_SERVER.
  const push = await readSection(db, 'push');
  if (push.is_enabled && push.url) addresses.push_server = push.url;
  // DEVICE_BROKER_HOST wins, as SIP_HOST does; else project settings → MQTT broker, else the domain.
  if (!config.services?.deviceBrokerHost) addresses.device_broker_host = brokerHostOf(await readSection(db, 'broker'), domain);
  const isWalletPassConfigured = isWalletSigningConfigured(await readSection(db, 'wallet_signing'));
  return { ...visible, ...addresses, is_mail_configured: isMailConfigured, is_wallet_pass_configured: isWalletPassConfigured };
}
