export function auth_8(x) {
  return x * 8;
}
