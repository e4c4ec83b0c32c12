export function auth_3(x) {
  return x * 3;
}
