// expect: SAFE
// state-space: finite
// Source: the scanf family (issue 17 §4; SV-COMP pthread/reorder_2 reads its thread counts with
// sscanf). scanf("%d %hu", &a, &b) returns r in {EOF, 0, 1, 2} and stores only the first r
// conversions; the targets of the others keep their values (C11 7.21.6.2). A worker checks this
// against the published result. Safe: a keeps 1 unless r >= 1, b keeps 2 unless r == 2, b is
// always an unsigned short, and r is never below EOF or above 2.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int scanf(const char *format, ...);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int a = 1;
unsigned short b = 2;
int r;

void *check(void *arg) {
  int rr = r;
  int aa = a;
  unsigned short bb = b;
  __VERIFIER_assert(rr >= -1 && rr <= 2);
  if (rr < 1) __VERIFIER_assert(aa == 1);
  if (rr < 2) __VERIFIER_assert(bb == 2);
  __VERIFIER_assert(bb <= 65535);
  return 0;
}

int main(void) {
  pthread_t t;
  int x = scanf("%d %hu", &a, &b);
  r = x;
  pthread_create(&t, 0, check, 0);
  pthread_join(t, 0);
  return 0;
}
