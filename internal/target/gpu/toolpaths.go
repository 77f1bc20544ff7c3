package gpu

import "sync"

// toolPaths finds the external tools of a translation (ld.lld for HSACO,
// ptxas for cubins) once per toolkit, for all its modules: each module
// would otherwise stat the candidate paths and search PATH again. The jobs
// share it from their goroutines, hence the lock.
type toolPaths struct {
	mu      sync.Mutex
	lldAt   map[string]string // toolkit -> ld.lld, "" when none
	ptxasAt map[string]string // toolkit -> ptxas, "" when none
}

func newToolPaths() *toolPaths {
	return &toolPaths{lldAt: map[string]string{}, ptxasAt: map[string]string{}}
}

// lld is findLLD(toolkit), remembered.
func (p *toolPaths) lld(toolkit string) string {
	return p.find(p.lldAt, toolkit, findLLD)
}

// ptxas is findPtxas(toolkit), remembered.
func (p *toolPaths) ptxas(toolkit string) string {
	return p.find(p.ptxasAt, toolkit, findPtxas)
}

func (p *toolPaths) find(memo map[string]string, toolkit string, look func(string) string) string {
	if p == nil {
		return look(toolkit)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	path, ok := memo[toolkit]
	if !ok {
		path = look(toolkit)
		memo[toolkit] = path
	}
	return path
}
