// "Awaiting for Godot" Fig. 3: p writes x, y := 1; q writes x, y := 2; main asserts |x - y| < 2.
// Optimal-DPOR explores 4 executions, one per final valuation of x and y. SAFE.
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int x, y;
void *p(void *arg) { x = 1; y = 1; return 0; }
void *q(void *arg) { x = 2; y = 2; return 0; }
int main(void) {
  pthread_t tp, tq;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  int a = x;
  int b = y;
  if (a - b >= 2 || b - a >= 2) reach_error();
  return 0;
}
