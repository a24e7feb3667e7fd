// Generics whose bodies read more than their operands (tests/tune/test_index_generics.py):
// @main(x [N] f32, ids [M] i64, table [16,16] f32) ->
//   x scaled by an iota (its body reads linalg.index and its operands only: an elementwise op like any other),
//   an additive causal mask N x N (0 where j <= i, -inf else: its constants end up outside its body),
//   rows of `table` gathered by `ids` (tensor.extract of a tensor that is not an operand: a gather),
//   ids as floats halved (its constant 0.5 ends up outside its body, the only value from outside it).
func.func @main(%x: tensor<?xf32>, %ids: tensor<?xi64>, %table: tensor<16x16xf32>)
    -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?x16xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e0 = tensor.empty(%n) : tensor<?xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<?xf32>) outs(%e0 : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %y = arith.mulf %in, %f : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  %e1 = tensor.empty(%n, %n) : tensor<?x?xf32>
  %mask = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e1 : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %zero = arith.constant 0.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %seen = arith.cmpi sge, %i, %j : index
    %v = arith.select %seen, %zero, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  %m = tensor.dim %ids, %c0 : tensor<?xi64>
  %e2 = tensor.empty(%m) : tensor<?x16xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<?xi64>) outs(%e2 : tensor<?x16xf32>) {
  ^bb0(%id: i64, %out: f32):
    %j = linalg.index 1 : index
    %r = arith.index_cast %id : i64 to index
    %v = tensor.extract %table[%r, %j] : tensor<16x16xf32>
    linalg.yield %v : f32
  } -> tensor<?x16xf32>
  %e3 = tensor.empty(%m) : tensor<?xf32>
  %halves = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%ids : tensor<?xi64>) outs(%e3 : tensor<?xf32>) {
  ^bb0(%id: i64, %out: f32):
    %half = arith.constant 0.5 : f32
    %f = arith.sitofp %id : i64 to f32
    %y = arith.mulf %f, %half : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  return %scaled, %mask, %rows, %halves : tensor<?xf32>, tensor<?x?xf32>, tensor<?x16xf32>, tensor<?xf32>
}
