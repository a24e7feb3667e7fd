// A dispatch inside a loop whose trip count is an input dim: it runs a
// data-independent but variable number of times per call, so dynbench
// reports it as under control flow instead of emitting it.
func.func @main(%x: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?x16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<?x16xf32> {
    %d = tensor.dim %acc, %c0 : tensor<?x16xf32>
    %e = tensor.empty(%d) : tensor<?x16xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%acc : tensor<?x16xf32>) outs(%e : tensor<?x16xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = math.exp %a : f32
      linalg.yield %z : f32
    } -> tensor<?x16xf32>
    scf.yield %y : tensor<?x16xf32>
  }
  return %r : tensor<?x16xf32>
}
