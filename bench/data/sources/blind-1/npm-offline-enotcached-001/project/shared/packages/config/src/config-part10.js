export function config_10(x) {
  return x * 13;
}
