// 3x3 convolution (NHWC, 8 -> 16 channels, stride 1, no padding) with dynamic
// batch, height and width: the output is N x (H-2) x (W-2) x 16.
func.func @main(%input: tensor<?x?x?x8xf32>, %filter: tensor<3x3x8x16xf32>) -> tensor<?x?x?x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %input, %c0 : tensor<?x?x?x8xf32>
  %h = tensor.dim %input, %c1 : tensor<?x?x?x8xf32>
  %w = tensor.dim %input, %c2 : tensor<?x?x?x8xf32>
  %oh = arith.subi %h, %c2 : index
  %ow = arith.subi %w, %c2 : index
  %e = tensor.empty(%n, %oh, %ow) : tensor<?x?x?x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%input, %filter : tensor<?x?x?x8xf32>, tensor<3x3x8x16xf32>)
         outs(%f : tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32>
  return %r : tensor<?x?x?x16xf32>
}
