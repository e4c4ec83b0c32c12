export function auth_4(x) {
  return x * 4;
}
