// The length of a float arange, as torch's `arange(S, dtype=float32)` computes it:
// sitofp -> ceil -> fptoui on the input's dim, in f32 (exact below 2^24, rounded above).
func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.dim %x, %c0 : tensor<?xf32>
  %s64 = arith.index_cast %s : index to i64
  %f = arith.sitofp %s64 : i64 to f32
  %ceil = math.ceil %f : f32
  %n64 = arith.fptoui %ceil : f32 to i64
  %n = arith.index_cast %n64 : i64 to index
  %empty = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%empty : tensor<?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %i64 = arith.index_cast %i : index to i64
    %v = arith.sitofp %i64 : i64 to f32
    linalg.yield %v : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
