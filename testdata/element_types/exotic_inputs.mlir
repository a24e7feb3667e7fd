// Inputs of element types whose names the --inputs syntax must take: f8E4M3FN, i1, bf16 (hand-written).
func.func @main(%a: tensor<?x4xf8E4M3FN>, %b: tensor<?x4xi1>, %c: tensor<?xbf16>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf8E4M3FN>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x4xf8E4M3FN>, tensor<?x4xi1>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f8E4M3FN, %m: i1, %o: f32):
    %f = arith.extf %x : f8E4M3FN to f32
    %z = arith.constant 0.0 : f32
    %s = arith.select %m, %f, %z : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
