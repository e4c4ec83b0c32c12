export function config_3(x) {
  return x * 6;
}
