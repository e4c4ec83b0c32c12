export function config_4(x) {
  return x * 7;
}
