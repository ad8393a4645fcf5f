// "Awaiting for Godot" Fig. 4: p: x := 1; x := 0 and q: await(x = 0); y := 1. An assume that
// reads x is an await on Spindle's model (D40). 2 executions: q's await reads the initial 0 or
// p's second write. SAFE.
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern void __VERIFIER_assume(int cond);
int x, y;
void *p(void *arg) { x = 1; x = 0; return 0; }
void *q(void *arg) { __VERIFIER_assume(x == 0); y = 1; return 0; }
int main(void) {
  pthread_t tp, tq;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  return 0;
}
