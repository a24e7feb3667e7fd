// Float shape math in f64 (extract it with --iree-flag=--iree-input-demote-f64-to-f32=false):
// rows = ceil(f64(S) / 2^40), exact below 2^53 and rounded above, then that many rows of 16.
func.func @main(%x: tensor<?xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.dim %x, %c0 : tensor<?xf32>
  %s64 = arith.index_cast %s : index to i64
  %f = arith.sitofp %s64 : i64 to f64
  %scale = arith.constant 1099511627776.0 : f64
  %q = arith.divf %f, %scale : f64
  %ceil = math.ceil %q : f64
  %n64 = arith.fptoui %ceil : f64 to i64
  %n = arith.index_cast %n64 : i64 to index
  %empty = tensor.empty(%n) : tensor<?x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%empty : tensor<?x16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %i64 = arith.index_cast %i : index to i64
    %v = arith.sitofp %i64 : i64 to f32
    linalg.yield %v : f32
  } -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}
