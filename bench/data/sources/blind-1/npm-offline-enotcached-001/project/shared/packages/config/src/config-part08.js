export function config_8(x) {
  return x * 11;
}
