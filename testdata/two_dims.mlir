// Two independent dynamic dims: M (rows of %x) and N, P (shape of %y).
// The matmul depends on M only, the row reduction of %y on N and P, and the
// outer product on M and N.
func.func @main(%x: tensor<?x64xf32>, %y: tensor<?x?xf32>, %w: tensor<64x32xf32>) -> (tensor<?x32xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %m = tensor.dim %x, %c0 : tensor<?x64xf32>
  %n = tensor.dim %y, %c0 : tensor<?x?xf32>
  // Matmul + relu: ?x64 * 64x32 -> ?x32 (M).
  %e0 = tensor.empty(%m) : tensor<?x32xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<?x32xf32>) -> tensor<?x32xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x32xf32>) outs(%f0 : tensor<?x32xf32>) -> tensor<?x32xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%mm : tensor<?x32xf32>) outs(%e0 : tensor<?x32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %z = arith.maximumf %a, %cst : f32
    linalg.yield %z : f32
  } -> tensor<?x32xf32>
  // Row sums of the matmul result: ?x32 -> ? (M).
  %e1 = tensor.empty(%m) : tensor<?xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %rm = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i)>], iterator_types = ["parallel","reduction"]} ins(%relu : tensor<?x32xf32>) outs(%f1 : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  // Row sums of exp(%y): ?x? -> ? (N, P).
  %e2 = tensor.empty(%n) : tensor<?xf32>
  %f2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<?xf32>) -> tensor<?xf32>
  %ry = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i)>], iterator_types = ["parallel","reduction"]} ins(%y : tensor<?x?xf32>) outs(%f2 : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ex = math.exp %a : f32
    %s = arith.addf %ex, %b : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  // Outer product of the two row sums: ? x ? -> ?x? (M, N).
  %e3 = tensor.empty(%m, %n) : tensor<?x?xf32>
  %outer = linalg.generic {indexing_maps = [affine_map<(i,j)->(i)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%rm, %ry : tensor<?xf32>, tensor<?xf32>) outs(%e3 : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<?x?xf32>
  return %relu, %outer : tensor<?x32xf32>, tensor<?x?xf32>
}
