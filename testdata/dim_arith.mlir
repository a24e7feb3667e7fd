// Dispatch sizes that are arithmetic of the input dims (d0 = rows of %a,
// d1 = rows of %b): concat -> 2*d0+d1 rows, pad (3 low, 1 high) ->
// 2*d0+d1+4 rows, collapse/expand reshape -> (2*d0+d1+4)*2 rows of 8.
func.func @main(%a: tensor<?x32xf32>, %b: tensor<?x32xf32>, %w: tensor<32x16xf32>) -> (tensor<?x16xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %cat = tensor.concat dim(0) %a, %a, %b : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
  %rows = tensor.dim %cat, %c0 : tensor<?x32xf32>
  %e0 = tensor.empty(%rows) : tensor<?x32xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%cat : tensor<?x32xf32>) outs(%e0 : tensor<?x32xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = math.exp %x : f32
    linalg.yield %z : f32
  } -> tensor<?x32xf32>
  %pad = tensor.pad %ex low[3, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<?x32xf32> to tensor<?x32xf32>
  %prow = tensor.dim %pad, %c0 : tensor<?x32xf32>
  %e1 = tensor.empty(%prow) : tensor<?x16xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<?x16xf32>) -> tensor<?x16xf32>
  %mm = linalg.matmul ins(%pad, %w : tensor<?x32xf32>, tensor<32x16xf32>) outs(%f1 : tensor<?x16xf32>) -> tensor<?x16xf32>
  %flat = tensor.collapse_shape %mm [[0, 1]] : tensor<?x16xf32> into tensor<?xf32>
  %nrow = arith.muli %prow, %c2 : index
  %re = tensor.expand_shape %flat [[0, 1]] output_shape [%nrow, 8] : tensor<?xf32> into tensor<?x8xf32>
  %e2 = tensor.empty(%nrow) : tensor<?xf32>
  %f2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<?xf32>) -> tensor<?xf32>
  %red = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i)>], iterator_types = ["parallel","reduction"]} ins(%re : tensor<?x8xf32>) outs(%f2 : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.maximumf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  return %mm, %red : tensor<?x16xf32>, tensor<?xf32>
}
