// expect: SAFE
// state-space: finite
// Source: thesis Fig. 4.9 (correct producer-consumer), Table 4.1 row "prod.-cons. 4p 4c 5b":
// 4 producer(s), 4 consumer(s), buffer size 5, all looping forever. Generated from
// ../prodcons_fig49.c (same code, parameters changed). Kept out of cprograms/ itself so the
// explicit golden suites do not enumerate the large buffer-5 state space.
// Why safe: the fullness/emptiness test and the buffer operation happen in the same critical
// section, so produce() never sees a full buffer and consume() never an empty one.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int buf[5];
int count;
pthread_mutex_t mutex;

int produce(int item) {
  int c = count;
  if (c >= 5) return -1;
  buf[c] = item;
  count = c + 1;
  return 0;
}

int consume(void) {
  int c = count;
  int item;
  if (c <= 0) return -2;
  item = buf[c - 1];
  buf[c - 1] = 0;
  count = c - 1;
  return item;
}

void *producer(void *arg) {
  int c, r;
  while (1) {
    pthread_mutex_lock(&mutex);
    c = count;
    if (c != 5) {
      r = produce(7);
      __VERIFIER_assert(r != -1);
    }
    pthread_mutex_unlock(&mutex);
  }
  return 0;
}

void *consumer(void *arg) {
  int c, r;
  while (1) {
    pthread_mutex_lock(&mutex);
    c = count;
    if (c > 0) {
      r = consume();
      __VERIFIER_assert(r != -2);
      __VERIFIER_assert(r == 7);
    }
    pthread_mutex_unlock(&mutex);
  }
  return 0;
}

int main(void) {
  pthread_t p[4], c[4];
  int i;
  for (i = 0; i < 4; i++) pthread_create(&p[i], 0, producer, 0);
  for (i = 0; i < 4; i++) pthread_create(&c[i], 0, consumer, 0);
  for (i = 0; i < 4; i++) pthread_join(p[i], 0);
  for (i = 0; i < 4; i++) pthread_join(c[i], 0);
  return 0;
}
