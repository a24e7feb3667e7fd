// A dynamic matmul whose weights are external parameters (scope "model"), the way LLMs ship
// (iree-turbine's externalized parameters): the compiled model runs only with a provider of them.
util.global private @weight = #flow.parameter.named<"model"::"weight"> : tensor<256x128xf32>
util.global private @bias = #flow.parameter.named<"model"::"bias"> : tensor<128xf32>
func.func @main(%x: tensor<?x256xf32>) -> tensor<?x128xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %w = util.global.load @weight : tensor<256x128xf32>
  %b = util.global.load @bias : tensor<128xf32>
  %m = tensor.dim %x, %c0 : tensor<?x256xf32>
  %e = tensor.empty(%m) : tensor<?x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x128xf32>) -> tensor<?x128xf32>
  %y = linalg.matmul ins(%x, %w : tensor<?x256xf32>, tensor<256x128xf32>) outs(%f : tensor<?x128xf32>) -> tensor<?x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%y, %b : tensor<?x128xf32>, tensor<128xf32>) outs(%e : tensor<?x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  return %r : tensor<?x128xf32>
}
