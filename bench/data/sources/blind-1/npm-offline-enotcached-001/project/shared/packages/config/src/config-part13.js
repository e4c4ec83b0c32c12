export function config_13(x) {
  return x * 16;
}
