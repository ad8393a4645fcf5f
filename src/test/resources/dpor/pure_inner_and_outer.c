// A waiter in the shape of twalock's long-term wait: it reads a slot and a flag, leaves when the
// flag is set, else spins until the slot changes and starts over. Both kinds of iteration that go
// round are pure, so PLP blocks the waiter for good once it has re-read a changed slot: every way
// on from there goes round. That location has no edge left; it must block the waiter, not end it
// (a location without edges is a thread's exit). Ended, main's join went through before the waiter
// had set done, and the assertion failed on a trace the program cannot run. SAFE; in the
// original the waiter, blocked there, goes round once more and leaves (no livelock).
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int slot, flag, done;
void *waiter(void *arg) {
  int seen, f, a;
  for (;;) {
    seen = slot;
    f = flag;
    if (f != 0) break;
    do { a = slot; } while (a == seen);
  }
  done = 1;
  return 0;
}
void *setter(void *arg) { flag = 1; slot = 1; return 0; }
int main(void) {
  pthread_t tw, ts;
  pthread_create(&tw, 0, waiter, 0);
  pthread_create(&ts, 0, setter, 0);
  pthread_join(tw, 0);
  pthread_join(ts, 0);
  if (done != 1) reach_error();
  return 0;
}
