// expect: UNSAFE
// state-space: large
// Source: the hashing pattern of SV-COMP pthread/indexer (Flanagan and Godefroid, POPL 2005):
// workers read their id through a pointer to main's loop variable, in a race with main's next
// write, and hash into a table of locked buckets.
// Why unsafe: main writes the ids -12..-10 here. The first worker, if it reads its id before main
// writes the next one, has id -12, so in its first round w = 11 - 12 = -1 and h = (-7) % 64 = -7:
// the error. The value analysis does not prove it (the bucket range includes negative values).
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);

int table[64];
pthread_mutex_t lock;

int insert(int h, int w) {
  int done = 0;
  pthread_mutex_lock(&lock);
  if (table[h] == 0) {
    table[h] = w;
    done = 1;
  }
  pthread_mutex_unlock(&lock);
  return done;
}

void *worker(void *arg) {
  int id = *(int *) arg;
  int m = 0;
  while (m < 2) {
    m++;
    int w = m * 11 + id;
    int h = (w * 7) % 64;
    if (h < 0) reach_error();
    while (!insert(h, w) && __VERIFIER_nondet_int()) h = (h + 1) % 64;
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i, arg;
  for (i = 0; i < 3; i++) {
    arg = i - 12;
    pthread_create(&t[i], 0, worker, &arg);
  }
  for (i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
