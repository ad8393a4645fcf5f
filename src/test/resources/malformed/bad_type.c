int s;
int main(void) {
  int x = s.f;
  return x;
}
