module @module {
  util.global private @__auto.embed.weight = #flow.parameter.named<"model"::"embed.weight"> : tensor<256x64xf16>
  util.global private @__auto.layers.0.attn_norm.weight = #flow.parameter.named<"model"::"layers.0.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.0.wq.weight = #flow.parameter.named<"model"::"layers.0.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.0.wk.weight = #flow.parameter.named<"model"::"layers.0.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.0.wv.weight = #flow.parameter.named<"model"::"layers.0.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.0.wo.weight = #flow.parameter.named<"model"::"layers.0.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.0.ffn_norm.weight = #flow.parameter.named<"model"::"layers.0.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.0.w1.weight = #flow.parameter.named<"model"::"layers.0.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.0.w3.weight = #flow.parameter.named<"model"::"layers.0.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.0.w2.weight = #flow.parameter.named<"model"::"layers.0.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.1.attn_norm.weight = #flow.parameter.named<"model"::"layers.1.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.1.wq.weight = #flow.parameter.named<"model"::"layers.1.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.1.wk.weight = #flow.parameter.named<"model"::"layers.1.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.1.wv.weight = #flow.parameter.named<"model"::"layers.1.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.1.wo.weight = #flow.parameter.named<"model"::"layers.1.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.1.ffn_norm.weight = #flow.parameter.named<"model"::"layers.1.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.1.w1.weight = #flow.parameter.named<"model"::"layers.1.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.1.w3.weight = #flow.parameter.named<"model"::"layers.1.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.1.w2.weight = #flow.parameter.named<"model"::"layers.1.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.2.attn_norm.weight = #flow.parameter.named<"model"::"layers.2.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.2.wq.weight = #flow.parameter.named<"model"::"layers.2.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.2.wk.weight = #flow.parameter.named<"model"::"layers.2.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.2.wv.weight = #flow.parameter.named<"model"::"layers.2.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.2.wo.weight = #flow.parameter.named<"model"::"layers.2.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.2.ffn_norm.weight = #flow.parameter.named<"model"::"layers.2.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.2.w1.weight = #flow.parameter.named<"model"::"layers.2.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.2.w3.weight = #flow.parameter.named<"model"::"layers.2.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.2.w2.weight = #flow.parameter.named<"model"::"layers.2.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.3.attn_norm.weight = #flow.parameter.named<"model"::"layers.3.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.3.wq.weight = #flow.parameter.named<"model"::"layers.3.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.3.wk.weight = #flow.parameter.named<"model"::"layers.3.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.3.wv.weight = #flow.parameter.named<"model"::"layers.3.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.3.wo.weight = #flow.parameter.named<"model"::"layers.3.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.3.ffn_norm.weight = #flow.parameter.named<"model"::"layers.3.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.3.w1.weight = #flow.parameter.named<"model"::"layers.3.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.3.w3.weight = #flow.parameter.named<"model"::"layers.3.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.3.w2.weight = #flow.parameter.named<"model"::"layers.3.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.4.attn_norm.weight = #flow.parameter.named<"model"::"layers.4.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.4.wq.weight = #flow.parameter.named<"model"::"layers.4.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.4.wk.weight = #flow.parameter.named<"model"::"layers.4.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.4.wv.weight = #flow.parameter.named<"model"::"layers.4.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.4.wo.weight = #flow.parameter.named<"model"::"layers.4.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.4.ffn_norm.weight = #flow.parameter.named<"model"::"layers.4.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.4.w1.weight = #flow.parameter.named<"model"::"layers.4.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.4.w3.weight = #flow.parameter.named<"model"::"layers.4.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.4.w2.weight = #flow.parameter.named<"model"::"layers.4.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.5.attn_norm.weight = #flow.parameter.named<"model"::"layers.5.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.5.wq.weight = #flow.parameter.named<"model"::"layers.5.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.5.wk.weight = #flow.parameter.named<"model"::"layers.5.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.5.wv.weight = #flow.parameter.named<"model"::"layers.5.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.5.wo.weight = #flow.parameter.named<"model"::"layers.5.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.5.ffn_norm.weight = #flow.parameter.named<"model"::"layers.5.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.5.w1.weight = #flow.parameter.named<"model"::"layers.5.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.5.w3.weight = #flow.parameter.named<"model"::"layers.5.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.5.w2.weight = #flow.parameter.named<"model"::"layers.5.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.6.attn_norm.weight = #flow.parameter.named<"model"::"layers.6.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.6.wq.weight = #flow.parameter.named<"model"::"layers.6.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.6.wk.weight = #flow.parameter.named<"model"::"layers.6.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.6.wv.weight = #flow.parameter.named<"model"::"layers.6.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.6.wo.weight = #flow.parameter.named<"model"::"layers.6.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.6.ffn_norm.weight = #flow.parameter.named<"model"::"layers.6.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.6.w1.weight = #flow.parameter.named<"model"::"layers.6.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.6.w3.weight = #flow.parameter.named<"model"::"layers.6.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.6.w2.weight = #flow.parameter.named<"model"::"layers.6.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.7.attn_norm.weight = #flow.parameter.named<"model"::"layers.7.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.7.wq.weight = #flow.parameter.named<"model"::"layers.7.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.7.wk.weight = #flow.parameter.named<"model"::"layers.7.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.7.wv.weight = #flow.parameter.named<"model"::"layers.7.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.7.wo.weight = #flow.parameter.named<"model"::"layers.7.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.7.ffn_norm.weight = #flow.parameter.named<"model"::"layers.7.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.7.w1.weight = #flow.parameter.named<"model"::"layers.7.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.7.w3.weight = #flow.parameter.named<"model"::"layers.7.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.7.w2.weight = #flow.parameter.named<"model"::"layers.7.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.8.attn_norm.weight = #flow.parameter.named<"model"::"layers.8.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.8.wq.weight = #flow.parameter.named<"model"::"layers.8.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.8.wk.weight = #flow.parameter.named<"model"::"layers.8.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.8.wv.weight = #flow.parameter.named<"model"::"layers.8.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.8.wo.weight = #flow.parameter.named<"model"::"layers.8.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.8.ffn_norm.weight = #flow.parameter.named<"model"::"layers.8.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.8.w1.weight = #flow.parameter.named<"model"::"layers.8.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.8.w3.weight = #flow.parameter.named<"model"::"layers.8.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.8.w2.weight = #flow.parameter.named<"model"::"layers.8.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.9.attn_norm.weight = #flow.parameter.named<"model"::"layers.9.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.9.wq.weight = #flow.parameter.named<"model"::"layers.9.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.9.wk.weight = #flow.parameter.named<"model"::"layers.9.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.9.wv.weight = #flow.parameter.named<"model"::"layers.9.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.9.wo.weight = #flow.parameter.named<"model"::"layers.9.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.9.ffn_norm.weight = #flow.parameter.named<"model"::"layers.9.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.9.w1.weight = #flow.parameter.named<"model"::"layers.9.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.9.w3.weight = #flow.parameter.named<"model"::"layers.9.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.9.w2.weight = #flow.parameter.named<"model"::"layers.9.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.10.attn_norm.weight = #flow.parameter.named<"model"::"layers.10.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.10.wq.weight = #flow.parameter.named<"model"::"layers.10.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.10.wk.weight = #flow.parameter.named<"model"::"layers.10.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.10.wv.weight = #flow.parameter.named<"model"::"layers.10.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.10.wo.weight = #flow.parameter.named<"model"::"layers.10.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.10.ffn_norm.weight = #flow.parameter.named<"model"::"layers.10.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.10.w1.weight = #flow.parameter.named<"model"::"layers.10.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.10.w3.weight = #flow.parameter.named<"model"::"layers.10.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.10.w2.weight = #flow.parameter.named<"model"::"layers.10.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.11.attn_norm.weight = #flow.parameter.named<"model"::"layers.11.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.11.wq.weight = #flow.parameter.named<"model"::"layers.11.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.11.wk.weight = #flow.parameter.named<"model"::"layers.11.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.11.wv.weight = #flow.parameter.named<"model"::"layers.11.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.11.wo.weight = #flow.parameter.named<"model"::"layers.11.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.11.ffn_norm.weight = #flow.parameter.named<"model"::"layers.11.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.11.w1.weight = #flow.parameter.named<"model"::"layers.11.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.11.w3.weight = #flow.parameter.named<"model"::"layers.11.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.11.w2.weight = #flow.parameter.named<"model"::"layers.11.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.12.attn_norm.weight = #flow.parameter.named<"model"::"layers.12.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.12.wq.weight = #flow.parameter.named<"model"::"layers.12.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.12.wk.weight = #flow.parameter.named<"model"::"layers.12.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.12.wv.weight = #flow.parameter.named<"model"::"layers.12.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.12.wo.weight = #flow.parameter.named<"model"::"layers.12.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.12.ffn_norm.weight = #flow.parameter.named<"model"::"layers.12.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.12.w1.weight = #flow.parameter.named<"model"::"layers.12.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.12.w3.weight = #flow.parameter.named<"model"::"layers.12.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.12.w2.weight = #flow.parameter.named<"model"::"layers.12.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.13.attn_norm.weight = #flow.parameter.named<"model"::"layers.13.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.13.wq.weight = #flow.parameter.named<"model"::"layers.13.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.13.wk.weight = #flow.parameter.named<"model"::"layers.13.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.13.wv.weight = #flow.parameter.named<"model"::"layers.13.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.13.wo.weight = #flow.parameter.named<"model"::"layers.13.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.13.ffn_norm.weight = #flow.parameter.named<"model"::"layers.13.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.13.w1.weight = #flow.parameter.named<"model"::"layers.13.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.13.w3.weight = #flow.parameter.named<"model"::"layers.13.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.13.w2.weight = #flow.parameter.named<"model"::"layers.13.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.14.attn_norm.weight = #flow.parameter.named<"model"::"layers.14.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.14.wq.weight = #flow.parameter.named<"model"::"layers.14.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.14.wk.weight = #flow.parameter.named<"model"::"layers.14.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.14.wv.weight = #flow.parameter.named<"model"::"layers.14.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.14.wo.weight = #flow.parameter.named<"model"::"layers.14.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.14.ffn_norm.weight = #flow.parameter.named<"model"::"layers.14.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.14.w1.weight = #flow.parameter.named<"model"::"layers.14.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.14.w3.weight = #flow.parameter.named<"model"::"layers.14.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.14.w2.weight = #flow.parameter.named<"model"::"layers.14.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.15.attn_norm.weight = #flow.parameter.named<"model"::"layers.15.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.15.wq.weight = #flow.parameter.named<"model"::"layers.15.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.15.wk.weight = #flow.parameter.named<"model"::"layers.15.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.15.wv.weight = #flow.parameter.named<"model"::"layers.15.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.15.wo.weight = #flow.parameter.named<"model"::"layers.15.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.15.ffn_norm.weight = #flow.parameter.named<"model"::"layers.15.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.15.w1.weight = #flow.parameter.named<"model"::"layers.15.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.15.w3.weight = #flow.parameter.named<"model"::"layers.15.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.15.w2.weight = #flow.parameter.named<"model"::"layers.15.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.16.attn_norm.weight = #flow.parameter.named<"model"::"layers.16.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.16.wq.weight = #flow.parameter.named<"model"::"layers.16.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.16.wk.weight = #flow.parameter.named<"model"::"layers.16.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.16.wv.weight = #flow.parameter.named<"model"::"layers.16.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.16.wo.weight = #flow.parameter.named<"model"::"layers.16.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.16.ffn_norm.weight = #flow.parameter.named<"model"::"layers.16.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.16.w1.weight = #flow.parameter.named<"model"::"layers.16.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.16.w3.weight = #flow.parameter.named<"model"::"layers.16.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.16.w2.weight = #flow.parameter.named<"model"::"layers.16.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.17.attn_norm.weight = #flow.parameter.named<"model"::"layers.17.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.17.wq.weight = #flow.parameter.named<"model"::"layers.17.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.17.wk.weight = #flow.parameter.named<"model"::"layers.17.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.17.wv.weight = #flow.parameter.named<"model"::"layers.17.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.17.wo.weight = #flow.parameter.named<"model"::"layers.17.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.17.ffn_norm.weight = #flow.parameter.named<"model"::"layers.17.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.17.w1.weight = #flow.parameter.named<"model"::"layers.17.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.17.w3.weight = #flow.parameter.named<"model"::"layers.17.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.17.w2.weight = #flow.parameter.named<"model"::"layers.17.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.18.attn_norm.weight = #flow.parameter.named<"model"::"layers.18.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.18.wq.weight = #flow.parameter.named<"model"::"layers.18.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.18.wk.weight = #flow.parameter.named<"model"::"layers.18.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.18.wv.weight = #flow.parameter.named<"model"::"layers.18.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.18.wo.weight = #flow.parameter.named<"model"::"layers.18.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.18.ffn_norm.weight = #flow.parameter.named<"model"::"layers.18.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.18.w1.weight = #flow.parameter.named<"model"::"layers.18.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.18.w3.weight = #flow.parameter.named<"model"::"layers.18.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.18.w2.weight = #flow.parameter.named<"model"::"layers.18.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.19.attn_norm.weight = #flow.parameter.named<"model"::"layers.19.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.19.wq.weight = #flow.parameter.named<"model"::"layers.19.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.19.wk.weight = #flow.parameter.named<"model"::"layers.19.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.19.wv.weight = #flow.parameter.named<"model"::"layers.19.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.19.wo.weight = #flow.parameter.named<"model"::"layers.19.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.19.ffn_norm.weight = #flow.parameter.named<"model"::"layers.19.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.19.w1.weight = #flow.parameter.named<"model"::"layers.19.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.19.w3.weight = #flow.parameter.named<"model"::"layers.19.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.19.w2.weight = #flow.parameter.named<"model"::"layers.19.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.20.attn_norm.weight = #flow.parameter.named<"model"::"layers.20.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.20.wq.weight = #flow.parameter.named<"model"::"layers.20.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.20.wk.weight = #flow.parameter.named<"model"::"layers.20.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.20.wv.weight = #flow.parameter.named<"model"::"layers.20.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.20.wo.weight = #flow.parameter.named<"model"::"layers.20.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.20.ffn_norm.weight = #flow.parameter.named<"model"::"layers.20.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.20.w1.weight = #flow.parameter.named<"model"::"layers.20.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.20.w3.weight = #flow.parameter.named<"model"::"layers.20.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.20.w2.weight = #flow.parameter.named<"model"::"layers.20.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.21.attn_norm.weight = #flow.parameter.named<"model"::"layers.21.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.21.wq.weight = #flow.parameter.named<"model"::"layers.21.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.21.wk.weight = #flow.parameter.named<"model"::"layers.21.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.21.wv.weight = #flow.parameter.named<"model"::"layers.21.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.21.wo.weight = #flow.parameter.named<"model"::"layers.21.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.21.ffn_norm.weight = #flow.parameter.named<"model"::"layers.21.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.21.w1.weight = #flow.parameter.named<"model"::"layers.21.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.21.w3.weight = #flow.parameter.named<"model"::"layers.21.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.21.w2.weight = #flow.parameter.named<"model"::"layers.21.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.22.attn_norm.weight = #flow.parameter.named<"model"::"layers.22.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.22.wq.weight = #flow.parameter.named<"model"::"layers.22.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.22.wk.weight = #flow.parameter.named<"model"::"layers.22.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.22.wv.weight = #flow.parameter.named<"model"::"layers.22.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.22.wo.weight = #flow.parameter.named<"model"::"layers.22.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.22.ffn_norm.weight = #flow.parameter.named<"model"::"layers.22.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.22.w1.weight = #flow.parameter.named<"model"::"layers.22.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.22.w3.weight = #flow.parameter.named<"model"::"layers.22.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.22.w2.weight = #flow.parameter.named<"model"::"layers.22.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.23.attn_norm.weight = #flow.parameter.named<"model"::"layers.23.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.23.wq.weight = #flow.parameter.named<"model"::"layers.23.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.23.wk.weight = #flow.parameter.named<"model"::"layers.23.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.23.wv.weight = #flow.parameter.named<"model"::"layers.23.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.23.wo.weight = #flow.parameter.named<"model"::"layers.23.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.23.ffn_norm.weight = #flow.parameter.named<"model"::"layers.23.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.23.w1.weight = #flow.parameter.named<"model"::"layers.23.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.23.w3.weight = #flow.parameter.named<"model"::"layers.23.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.23.w2.weight = #flow.parameter.named<"model"::"layers.23.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.24.attn_norm.weight = #flow.parameter.named<"model"::"layers.24.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.24.wq.weight = #flow.parameter.named<"model"::"layers.24.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.24.wk.weight = #flow.parameter.named<"model"::"layers.24.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.24.wv.weight = #flow.parameter.named<"model"::"layers.24.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.24.wo.weight = #flow.parameter.named<"model"::"layers.24.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.24.ffn_norm.weight = #flow.parameter.named<"model"::"layers.24.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.24.w1.weight = #flow.parameter.named<"model"::"layers.24.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.24.w3.weight = #flow.parameter.named<"model"::"layers.24.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.24.w2.weight = #flow.parameter.named<"model"::"layers.24.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.25.attn_norm.weight = #flow.parameter.named<"model"::"layers.25.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.25.wq.weight = #flow.parameter.named<"model"::"layers.25.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.25.wk.weight = #flow.parameter.named<"model"::"layers.25.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.25.wv.weight = #flow.parameter.named<"model"::"layers.25.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.25.wo.weight = #flow.parameter.named<"model"::"layers.25.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.25.ffn_norm.weight = #flow.parameter.named<"model"::"layers.25.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.25.w1.weight = #flow.parameter.named<"model"::"layers.25.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.25.w3.weight = #flow.parameter.named<"model"::"layers.25.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.25.w2.weight = #flow.parameter.named<"model"::"layers.25.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.26.attn_norm.weight = #flow.parameter.named<"model"::"layers.26.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.26.wq.weight = #flow.parameter.named<"model"::"layers.26.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.26.wk.weight = #flow.parameter.named<"model"::"layers.26.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.26.wv.weight = #flow.parameter.named<"model"::"layers.26.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.26.wo.weight = #flow.parameter.named<"model"::"layers.26.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.26.ffn_norm.weight = #flow.parameter.named<"model"::"layers.26.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.26.w1.weight = #flow.parameter.named<"model"::"layers.26.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.26.w3.weight = #flow.parameter.named<"model"::"layers.26.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.26.w2.weight = #flow.parameter.named<"model"::"layers.26.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.27.attn_norm.weight = #flow.parameter.named<"model"::"layers.27.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.27.wq.weight = #flow.parameter.named<"model"::"layers.27.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.27.wk.weight = #flow.parameter.named<"model"::"layers.27.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.27.wv.weight = #flow.parameter.named<"model"::"layers.27.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.27.wo.weight = #flow.parameter.named<"model"::"layers.27.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.27.ffn_norm.weight = #flow.parameter.named<"model"::"layers.27.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.27.w1.weight = #flow.parameter.named<"model"::"layers.27.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.27.w3.weight = #flow.parameter.named<"model"::"layers.27.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.27.w2.weight = #flow.parameter.named<"model"::"layers.27.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.28.attn_norm.weight = #flow.parameter.named<"model"::"layers.28.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.28.wq.weight = #flow.parameter.named<"model"::"layers.28.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.28.wk.weight = #flow.parameter.named<"model"::"layers.28.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.28.wv.weight = #flow.parameter.named<"model"::"layers.28.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.28.wo.weight = #flow.parameter.named<"model"::"layers.28.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.28.ffn_norm.weight = #flow.parameter.named<"model"::"layers.28.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.28.w1.weight = #flow.parameter.named<"model"::"layers.28.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.28.w3.weight = #flow.parameter.named<"model"::"layers.28.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.28.w2.weight = #flow.parameter.named<"model"::"layers.28.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.29.attn_norm.weight = #flow.parameter.named<"model"::"layers.29.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.29.wq.weight = #flow.parameter.named<"model"::"layers.29.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.29.wk.weight = #flow.parameter.named<"model"::"layers.29.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.29.wv.weight = #flow.parameter.named<"model"::"layers.29.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.29.wo.weight = #flow.parameter.named<"model"::"layers.29.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.29.ffn_norm.weight = #flow.parameter.named<"model"::"layers.29.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.29.w1.weight = #flow.parameter.named<"model"::"layers.29.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.29.w3.weight = #flow.parameter.named<"model"::"layers.29.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.29.w2.weight = #flow.parameter.named<"model"::"layers.29.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.30.attn_norm.weight = #flow.parameter.named<"model"::"layers.30.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.30.wq.weight = #flow.parameter.named<"model"::"layers.30.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.30.wk.weight = #flow.parameter.named<"model"::"layers.30.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.30.wv.weight = #flow.parameter.named<"model"::"layers.30.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.30.wo.weight = #flow.parameter.named<"model"::"layers.30.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.30.ffn_norm.weight = #flow.parameter.named<"model"::"layers.30.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.30.w1.weight = #flow.parameter.named<"model"::"layers.30.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.30.w3.weight = #flow.parameter.named<"model"::"layers.30.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.30.w2.weight = #flow.parameter.named<"model"::"layers.30.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.31.attn_norm.weight = #flow.parameter.named<"model"::"layers.31.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.31.wq.weight = #flow.parameter.named<"model"::"layers.31.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.31.wk.weight = #flow.parameter.named<"model"::"layers.31.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.31.wv.weight = #flow.parameter.named<"model"::"layers.31.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.31.wo.weight = #flow.parameter.named<"model"::"layers.31.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.31.ffn_norm.weight = #flow.parameter.named<"model"::"layers.31.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.31.w1.weight = #flow.parameter.named<"model"::"layers.31.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.31.w3.weight = #flow.parameter.named<"model"::"layers.31.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.31.w2.weight = #flow.parameter.named<"model"::"layers.31.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.32.attn_norm.weight = #flow.parameter.named<"model"::"layers.32.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.32.wq.weight = #flow.parameter.named<"model"::"layers.32.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.32.wk.weight = #flow.parameter.named<"model"::"layers.32.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.32.wv.weight = #flow.parameter.named<"model"::"layers.32.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.32.wo.weight = #flow.parameter.named<"model"::"layers.32.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.32.ffn_norm.weight = #flow.parameter.named<"model"::"layers.32.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.32.w1.weight = #flow.parameter.named<"model"::"layers.32.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.32.w3.weight = #flow.parameter.named<"model"::"layers.32.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.32.w2.weight = #flow.parameter.named<"model"::"layers.32.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.layers.33.attn_norm.weight = #flow.parameter.named<"model"::"layers.33.attn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.33.wq.weight = #flow.parameter.named<"model"::"layers.33.wq.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.33.wk.weight = #flow.parameter.named<"model"::"layers.33.wk.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.33.wv.weight = #flow.parameter.named<"model"::"layers.33.wv.weight"> : tensor<32x64xf16>
  util.global private @__auto.layers.33.wo.weight = #flow.parameter.named<"model"::"layers.33.wo.weight"> : tensor<64x64xf16>
  util.global private @__auto.layers.33.ffn_norm.weight = #flow.parameter.named<"model"::"layers.33.ffn_norm.weight"> : tensor<64xf16>
  util.global private @__auto.layers.33.w1.weight = #flow.parameter.named<"model"::"layers.33.w1.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.33.w3.weight = #flow.parameter.named<"model"::"layers.33.w3.weight"> : tensor<128x64xf16>
  util.global private @__auto.layers.33.w2.weight = #flow.parameter.named<"model"::"layers.33.w2.weight"> : tensor<64x128xf16>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<64xf16>
  util.global private @__auto.out.weight = #flow.parameter.named<"model"::"out.weight"> : tensor<256x64xf16>
  func.func @main(%arg0: !torch.vtensor<[?,1],si64>, %arg1: !torch.vtensor<[34,?,?,2,16],f16>, %arg2: !torch.vtensor<[34,?,?,2,16],f16>) -> (!torch.vtensor<[?,1,256],f16>, !torch.vtensor<[34,?,?,2,16],f16>, !torch.vtensor<[34,?,?,2,16],f16>) attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
    %1 = torch.symbolic_int "s61" {min_val = 1, max_val = 8191} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %arg1, [%0, %1], affine_map<()[s0, s1] -> (34, s0, s1, 2, 16)> : !torch.vtensor<[34,?,?,2,16],f16>
    torch.bind_symbolic_shape %arg2, [%0, %1], affine_map<()[s0, s1] -> (34, s0, s1, 2, 16)> : !torch.vtensor<[34,?,?,2,16],f16>
    %int1 = torch.constant.int 1
    %2 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int -> !torch.int
    %int2 = torch.constant.int 2
    %3 = torch.aten.size.int %arg2, %int2 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int -> !torch.int
    %__auto.embed.weight = util.global.load @__auto.embed.weight : tensor<256x64xf16>
    %4 = torch_c.from_builtin_tensor %__auto.embed.weight : tensor<256x64xf16> -> !torch.vtensor<[256,64],f16>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_0 = torch.constant.bool false
    %5 = torch.aten.embedding %4, %arg0, %int-1, %false, %false_0 : !torch.vtensor<[256,64],f16>, !torch.vtensor<[?,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %5, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1 = torch.constant.int 1
    %6 = torch.aten.add.int %3, %int1_1 : !torch.int, !torch.int -> !torch.int
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %meta = torch.constant.device "meta"
    %false_2 = torch.constant.bool false
    %7 = torch.aten.arange.start %3, %6, %int6, %none, %meta, %false_2 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],f32>
    %int0 = torch.constant.int 0
    %int16 = torch.constant.int 16
    %int2_3 = torch.constant.int 2
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %meta_6 = torch.constant.device "meta"
    %false_7 = torch.constant.bool false
    %8 = torch.aten.arange.start_step %int0, %int16, %int2_3, %none_4, %none_5, %meta_6, %false_7 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int0_8 = torch.constant.int 0
    %int0_9 = torch.constant.int 0
    %int8 = torch.constant.int 8
    %int1_10 = torch.constant.int 1
    %9 = torch.aten.slice.Tensor %8, %int0_8, %int0_9, %int8, %int1_10 : !torch.vtensor<[8],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[8],si64>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int4 = torch.constant.int 4
    %meta_13 = torch.constant.device "meta"
    %int0_14 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %9, %none_11, %none_12, %int4, %meta_13, %int0_14 : !torch.vtensor<[8],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_15 = torch.constant.int 6
    %10 = torch.prims.convert_element_type %9, %int6_15 : !torch.vtensor<[8],si64>, !torch.int -> !torch.vtensor<[8],f32>
    %int16_16 = torch.constant.int 16
    %11 = torch.aten.div.Scalar %10, %int16_16 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %12 = torch.aten.pow.Scalar %float5.000000e05, %11 : !torch.float, !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %13 = torch.aten.reciprocal %12 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %14 = torch.aten.mul.Scalar %13, %float1.000000e00 : !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[8],f32>
    %15 = torch.aten.outer %7, %14 : !torch.vtensor<[1],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[1,8],f32>
    %16 = torch.aten.cos %15 : !torch.vtensor<[1,8],f32> -> !torch.vtensor<[1,8],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %meta_20 = torch.constant.device "meta"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %16, %none_17, %none_18, %int6_19, %meta_20, %int0_21 : !torch.vtensor<[1,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5 = torch.constant.int 5
    %17 = torch.prims.convert_element_type %16, %int5 : !torch.vtensor<[1,8],f32>, !torch.int -> !torch.vtensor<[1,8],f16>
    %18 = torch.aten.sin %15 : !torch.vtensor<[1,8],f32> -> !torch.vtensor<[1,8],f32>
    %none_22 = torch.constant.none
    %none_23 = torch.constant.none
    %int6_24 = torch.constant.int 6
    %meta_25 = torch.constant.device "meta"
    %int0_26 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %18, %none_22, %none_23, %int6_24, %meta_25, %int0_26 : !torch.vtensor<[1,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_27 = torch.constant.int 5
    %19 = torch.prims.convert_element_type %18, %int5_27 : !torch.vtensor<[1,8],f32>, !torch.int -> !torch.vtensor<[1,8],f16>
    %none_28 = torch.constant.none
    %none_29 = torch.constant.none
    %int5_30 = torch.constant.int 5
    %meta_31 = torch.constant.device "meta"
    %int0_32 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %5, %none_28, %none_29, %int5_30, %meta_31, %int0_32 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_33 = torch.constant.int 6
    %20 = torch.prims.convert_element_type %5, %int6_33 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %20, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_34 = torch.constant.int 2
    %21 = torch.aten.pow.Tensor_Scalar %20, %int2_34 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %21, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_35 = torch.constant.int -1
    %22 = torch.prim.ListConstruct %int-1_35 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_36 = torch.constant.none
    %23 = torch.aten.mean.dim %21, %22, %true, %none_36 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %23, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_37 = torch.constant.int 1
    %24 = torch.aten.add.Scalar %23, %float1.000000e-05, %int1_37 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %24, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %25 = torch.aten.rsqrt %24 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %25, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %26 = torch.aten.mul.Tensor %20, %25 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %26, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_38 = torch.constant.none
    %none_39 = torch.constant.none
    %int6_40 = torch.constant.int 6
    %meta_41 = torch.constant.device "meta"
    %int0_42 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %26, %none_38, %none_39, %int6_40, %meta_41, %int0_42 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_43 = torch.constant.int 5
    %27 = torch.prims.convert_element_type %26, %int5_43 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %27, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.0.attn_norm.weight = util.global.load @__auto.layers.0.attn_norm.weight : tensor<64xf16>
    %28 = torch_c.from_builtin_tensor %__auto.layers.0.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %29 = torch.aten.mul.Tensor %27, %28 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %29, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.0.wq.weight = util.global.load @__auto.layers.0.wq.weight : tensor<64x64xf16>
    %30 = torch_c.from_builtin_tensor %__auto.layers.0.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_44 = torch.constant.none
    %31 = torch.aten.linear %29, %30, %none_44 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %31, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_45 = torch.constant.int 1
    %int4_46 = torch.constant.int 4
    %int16_47 = torch.constant.int 16
    %32 = torch.prim.ListConstruct %2, %int1_45, %int4_46, %int16_47 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.aten.view %31, %32 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %33, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.0.wk.weight = util.global.load @__auto.layers.0.wk.weight : tensor<32x64xf16>
    %34 = torch_c.from_builtin_tensor %__auto.layers.0.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_48 = torch.constant.none
    %35 = torch.aten.linear %29, %34, %none_48 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %35, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_49 = torch.constant.int 1
    %int2_50 = torch.constant.int 2
    %int16_51 = torch.constant.int 16
    %36 = torch.prim.ListConstruct %2, %int1_49, %int2_50, %int16_51 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %37 = torch.aten.view %35, %36 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %37, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.0.wv.weight = util.global.load @__auto.layers.0.wv.weight : tensor<32x64xf16>
    %38 = torch_c.from_builtin_tensor %__auto.layers.0.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_52 = torch.constant.none
    %39 = torch.aten.linear %29, %38, %none_52 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %39, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_53 = torch.constant.int 1
    %int2_54 = torch.constant.int 2
    %int16_55 = torch.constant.int 16
    %40 = torch.prim.ListConstruct %2, %int1_53, %int2_54, %int16_55 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %41, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3 = torch.constant.int 3
    %int0_56 = torch.constant.int 0
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int2_57 = torch.constant.int 2
    %42 = torch.aten.slice.Tensor %33, %int3, %int0_56, %int9223372036854775807, %int2_57 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %42, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_58 = torch.constant.int 3
    %int1_59 = torch.constant.int 1
    %int9223372036854775807_60 = torch.constant.int 9223372036854775807
    %int2_61 = torch.constant.int 2
    %43 = torch.aten.slice.Tensor %33, %int3_58, %int1_59, %int9223372036854775807_60, %int2_61 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %43, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2 = torch.constant.int -2
    %44 = torch.aten.unsqueeze %17, %int-2 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_62 = torch.constant.int -2
    %45 = torch.aten.unsqueeze %19, %int-2_62 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %46 = torch.aten.mul.Tensor %42, %44 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %46, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %47 = torch.aten.mul.Tensor %43, %45 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %47, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_63 = torch.constant.int 1
    %48 = torch.aten.sub.Tensor %46, %47, %int1_63 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %48, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %49 = torch.aten.mul.Tensor %42, %45 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %49, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %50 = torch.aten.mul.Tensor %43, %44 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %50, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_64 = torch.constant.int 1
    %51 = torch.aten.add.Tensor %49, %50, %int1_64 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %51, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %52 = torch.prim.ListConstruct %48, %51 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_65 = torch.constant.int -1
    %53 = torch.aten.stack %52, %int-1_65 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %53, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_66 = torch.constant.int 1
    %int4_67 = torch.constant.int 4
    %int16_68 = torch.constant.int 16
    %54 = torch.prim.ListConstruct %2, %int1_66, %int4_67, %int16_68 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %53, %54 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %55, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_69 = torch.constant.int 3
    %int0_70 = torch.constant.int 0
    %int9223372036854775807_71 = torch.constant.int 9223372036854775807
    %int2_72 = torch.constant.int 2
    %56 = torch.aten.slice.Tensor %37, %int3_69, %int0_70, %int9223372036854775807_71, %int2_72 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %56, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_73 = torch.constant.int 3
    %int1_74 = torch.constant.int 1
    %int9223372036854775807_75 = torch.constant.int 9223372036854775807
    %int2_76 = torch.constant.int 2
    %57 = torch.aten.slice.Tensor %37, %int3_73, %int1_74, %int9223372036854775807_75, %int2_76 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %57, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_77 = torch.constant.int -2
    %58 = torch.aten.unsqueeze %17, %int-2_77 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_78 = torch.constant.int -2
    %59 = torch.aten.unsqueeze %19, %int-2_78 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %60 = torch.aten.mul.Tensor %56, %58 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %60, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %61 = torch.aten.mul.Tensor %57, %59 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %61, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_79 = torch.constant.int 1
    %62 = torch.aten.sub.Tensor %60, %61, %int1_79 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %62, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %63 = torch.aten.mul.Tensor %56, %59 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %63, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %64 = torch.aten.mul.Tensor %57, %58 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %64, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_80 = torch.constant.int 1
    %65 = torch.aten.add.Tensor %63, %64, %int1_80 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %65, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %66 = torch.prim.ListConstruct %62, %65 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_81 = torch.constant.int -1
    %67 = torch.aten.stack %66, %int-1_81 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %67, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_82 = torch.constant.int 1
    %int2_83 = torch.constant.int 2
    %int16_84 = torch.constant.int 16
    %68 = torch.prim.ListConstruct %2, %int1_82, %int2_83, %int16_84 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %67, %68 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %69, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_85 = torch.constant.int 0
    %int0_86 = torch.constant.int 0
    %70 = torch.aten.select.int %arg1, %int0_85, %int0_86 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %70, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %71 = torch.prim.ListConstruct %70, %69 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_87 = torch.constant.int 1
    %72 = torch.aten.cat %71, %int1_87 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %72, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_88 = torch.constant.int 0
    %int0_89 = torch.constant.int 0
    %73 = torch.aten.select.int %arg2, %int0_88, %int0_89 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %73, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %74 = torch.prim.ListConstruct %73, %41 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_90 = torch.constant.int 1
    %75 = torch.aten.cat %74, %int1_90 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %75, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_91 = torch.constant.int 1
    %int2_92 = torch.constant.int 2
    %76 = torch.aten.transpose.int %55, %int1_91, %int2_92 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %76, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_93 = torch.constant.int 1
    %int2_94 = torch.constant.int 2
    %77 = torch.aten.transpose.int %72, %int1_93, %int2_94 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %77, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_95 = torch.constant.int 1
    %int2_96 = torch.constant.int 2
    %78 = torch.aten.transpose.int %75, %int1_95, %int2_96 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %78, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_97 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_98 = torch.constant.bool false
    %none_99 = torch.constant.none
    %true_100 = torch.constant.bool true
    %79 = torch.aten.scaled_dot_product_attention %76, %77, %78, %none_97, %float0.000000e00, %false_98, %none_99, %true_100 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %79, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_101 = torch.constant.int 1
    %int2_102 = torch.constant.int 2
    %80 = torch.aten.transpose.int %79, %int1_101, %int2_102 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %80, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_103 = torch.constant.int 1
    %int64 = torch.constant.int 64
    %81 = torch.prim.ListConstruct %2, %int1_103, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.view %80, %81 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %82, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.0.wo.weight = util.global.load @__auto.layers.0.wo.weight : tensor<64x64xf16>
    %83 = torch_c.from_builtin_tensor %__auto.layers.0.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_104 = torch.constant.none
    %84 = torch.aten.linear %82, %83, %none_104 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %84, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_105 = torch.constant.int 1
    %85 = torch.aten.add.Tensor %5, %84, %int1_105 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %85, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_106 = torch.constant.none
    %none_107 = torch.constant.none
    %int5_108 = torch.constant.int 5
    %meta_109 = torch.constant.device "meta"
    %int0_110 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %85, %none_106, %none_107, %int5_108, %meta_109, %int0_110 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_111 = torch.constant.int 6
    %86 = torch.prims.convert_element_type %85, %int6_111 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %86, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_112 = torch.constant.int 2
    %87 = torch.aten.pow.Tensor_Scalar %86, %int2_112 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %87, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_113 = torch.constant.int -1
    %88 = torch.prim.ListConstruct %int-1_113 : (!torch.int) -> !torch.list<int>
    %true_114 = torch.constant.bool true
    %none_115 = torch.constant.none
    %89 = torch.aten.mean.dim %87, %88, %true_114, %none_115 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %89, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_116 = torch.constant.float 1.000000e-05
    %int1_117 = torch.constant.int 1
    %90 = torch.aten.add.Scalar %89, %float1.000000e-05_116, %int1_117 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %90, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %91 = torch.aten.rsqrt %90 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %91, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %92 = torch.aten.mul.Tensor %86, %91 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %92, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_118 = torch.constant.none
    %none_119 = torch.constant.none
    %int6_120 = torch.constant.int 6
    %meta_121 = torch.constant.device "meta"
    %int0_122 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %92, %none_118, %none_119, %int6_120, %meta_121, %int0_122 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_123 = torch.constant.int 5
    %93 = torch.prims.convert_element_type %92, %int5_123 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %93, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.0.ffn_norm.weight = util.global.load @__auto.layers.0.ffn_norm.weight : tensor<64xf16>
    %94 = torch_c.from_builtin_tensor %__auto.layers.0.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %95 = torch.aten.mul.Tensor %93, %94 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %95, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.0.w1.weight = util.global.load @__auto.layers.0.w1.weight : tensor<128x64xf16>
    %96 = torch_c.from_builtin_tensor %__auto.layers.0.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_124 = torch.constant.none
    %97 = torch.aten.linear %95, %96, %none_124 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %97, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %98 = torch.aten.silu %97 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %98, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.0.w3.weight = util.global.load @__auto.layers.0.w3.weight : tensor<128x64xf16>
    %99 = torch_c.from_builtin_tensor %__auto.layers.0.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_125 = torch.constant.none
    %100 = torch.aten.linear %95, %99, %none_125 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %100, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %101 = torch.aten.mul.Tensor %98, %100 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %101, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.0.w2.weight = util.global.load @__auto.layers.0.w2.weight : tensor<64x128xf16>
    %102 = torch_c.from_builtin_tensor %__auto.layers.0.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_126 = torch.constant.none
    %103 = torch.aten.linear %101, %102, %none_126 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %103, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_127 = torch.constant.int 1
    %104 = torch.aten.add.Tensor %85, %103, %int1_127 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %104, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_128 = torch.constant.none
    %none_129 = torch.constant.none
    %int5_130 = torch.constant.int 5
    %meta_131 = torch.constant.device "meta"
    %int0_132 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %104, %none_128, %none_129, %int5_130, %meta_131, %int0_132 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_133 = torch.constant.int 6
    %105 = torch.prims.convert_element_type %104, %int6_133 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %105, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_134 = torch.constant.int 2
    %106 = torch.aten.pow.Tensor_Scalar %105, %int2_134 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %106, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_135 = torch.constant.int -1
    %107 = torch.prim.ListConstruct %int-1_135 : (!torch.int) -> !torch.list<int>
    %true_136 = torch.constant.bool true
    %none_137 = torch.constant.none
    %108 = torch.aten.mean.dim %106, %107, %true_136, %none_137 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %108, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_138 = torch.constant.float 1.000000e-05
    %int1_139 = torch.constant.int 1
    %109 = torch.aten.add.Scalar %108, %float1.000000e-05_138, %int1_139 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %109, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %110 = torch.aten.rsqrt %109 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %110, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %111 = torch.aten.mul.Tensor %105, %110 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %111, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_140 = torch.constant.none
    %none_141 = torch.constant.none
    %int6_142 = torch.constant.int 6
    %meta_143 = torch.constant.device "meta"
    %int0_144 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %111, %none_140, %none_141, %int6_142, %meta_143, %int0_144 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_145 = torch.constant.int 5
    %112 = torch.prims.convert_element_type %111, %int5_145 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %112, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.1.attn_norm.weight = util.global.load @__auto.layers.1.attn_norm.weight : tensor<64xf16>
    %113 = torch_c.from_builtin_tensor %__auto.layers.1.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %114 = torch.aten.mul.Tensor %112, %113 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %114, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.1.wq.weight = util.global.load @__auto.layers.1.wq.weight : tensor<64x64xf16>
    %115 = torch_c.from_builtin_tensor %__auto.layers.1.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_146 = torch.constant.none
    %116 = torch.aten.linear %114, %115, %none_146 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %116, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_147 = torch.constant.int 1
    %int4_148 = torch.constant.int 4
    %int16_149 = torch.constant.int 16
    %117 = torch.prim.ListConstruct %2, %int1_147, %int4_148, %int16_149 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %118 = torch.aten.view %116, %117 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %118, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.1.wk.weight = util.global.load @__auto.layers.1.wk.weight : tensor<32x64xf16>
    %119 = torch_c.from_builtin_tensor %__auto.layers.1.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_150 = torch.constant.none
    %120 = torch.aten.linear %114, %119, %none_150 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %120, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_151 = torch.constant.int 1
    %int2_152 = torch.constant.int 2
    %int16_153 = torch.constant.int 16
    %121 = torch.prim.ListConstruct %2, %int1_151, %int2_152, %int16_153 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %120, %121 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %122, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.1.wv.weight = util.global.load @__auto.layers.1.wv.weight : tensor<32x64xf16>
    %123 = torch_c.from_builtin_tensor %__auto.layers.1.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_154 = torch.constant.none
    %124 = torch.aten.linear %114, %123, %none_154 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %124, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_155 = torch.constant.int 1
    %int2_156 = torch.constant.int 2
    %int16_157 = torch.constant.int 16
    %125 = torch.prim.ListConstruct %2, %int1_155, %int2_156, %int16_157 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %126 = torch.aten.view %124, %125 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %126, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_158 = torch.constant.int 3
    %int0_159 = torch.constant.int 0
    %int9223372036854775807_160 = torch.constant.int 9223372036854775807
    %int2_161 = torch.constant.int 2
    %127 = torch.aten.slice.Tensor %118, %int3_158, %int0_159, %int9223372036854775807_160, %int2_161 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %127, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_162 = torch.constant.int 3
    %int1_163 = torch.constant.int 1
    %int9223372036854775807_164 = torch.constant.int 9223372036854775807
    %int2_165 = torch.constant.int 2
    %128 = torch.aten.slice.Tensor %118, %int3_162, %int1_163, %int9223372036854775807_164, %int2_165 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %128, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_166 = torch.constant.int -2
    %129 = torch.aten.unsqueeze %17, %int-2_166 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_167 = torch.constant.int -2
    %130 = torch.aten.unsqueeze %19, %int-2_167 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %131 = torch.aten.mul.Tensor %127, %129 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %131, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %132 = torch.aten.mul.Tensor %128, %130 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %132, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_168 = torch.constant.int 1
    %133 = torch.aten.sub.Tensor %131, %132, %int1_168 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %133, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %134 = torch.aten.mul.Tensor %127, %130 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %134, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %135 = torch.aten.mul.Tensor %128, %129 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %135, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_169 = torch.constant.int 1
    %136 = torch.aten.add.Tensor %134, %135, %int1_169 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %136, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %137 = torch.prim.ListConstruct %133, %136 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_170 = torch.constant.int -1
    %138 = torch.aten.stack %137, %int-1_170 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %138, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_171 = torch.constant.int 1
    %int4_172 = torch.constant.int 4
    %int16_173 = torch.constant.int 16
    %139 = torch.prim.ListConstruct %2, %int1_171, %int4_172, %int16_173 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %140 = torch.aten.view %138, %139 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %140, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_174 = torch.constant.int 3
    %int0_175 = torch.constant.int 0
    %int9223372036854775807_176 = torch.constant.int 9223372036854775807
    %int2_177 = torch.constant.int 2
    %141 = torch.aten.slice.Tensor %122, %int3_174, %int0_175, %int9223372036854775807_176, %int2_177 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %141, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_178 = torch.constant.int 3
    %int1_179 = torch.constant.int 1
    %int9223372036854775807_180 = torch.constant.int 9223372036854775807
    %int2_181 = torch.constant.int 2
    %142 = torch.aten.slice.Tensor %122, %int3_178, %int1_179, %int9223372036854775807_180, %int2_181 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %142, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_182 = torch.constant.int -2
    %143 = torch.aten.unsqueeze %17, %int-2_182 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_183 = torch.constant.int -2
    %144 = torch.aten.unsqueeze %19, %int-2_183 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %145 = torch.aten.mul.Tensor %141, %143 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %145, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %146 = torch.aten.mul.Tensor %142, %144 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %146, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_184 = torch.constant.int 1
    %147 = torch.aten.sub.Tensor %145, %146, %int1_184 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %147, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %148 = torch.aten.mul.Tensor %141, %144 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %148, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %149 = torch.aten.mul.Tensor %142, %143 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %149, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_185 = torch.constant.int 1
    %150 = torch.aten.add.Tensor %148, %149, %int1_185 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %150, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %151 = torch.prim.ListConstruct %147, %150 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_186 = torch.constant.int -1
    %152 = torch.aten.stack %151, %int-1_186 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %152, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_187 = torch.constant.int 1
    %int2_188 = torch.constant.int 2
    %int16_189 = torch.constant.int 16
    %153 = torch.prim.ListConstruct %2, %int1_187, %int2_188, %int16_189 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.view %152, %153 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %154, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_190 = torch.constant.int 0
    %int1_191 = torch.constant.int 1
    %155 = torch.aten.select.int %arg1, %int0_190, %int1_191 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %155, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %156 = torch.prim.ListConstruct %155, %154 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_192 = torch.constant.int 1
    %157 = torch.aten.cat %156, %int1_192 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %157, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_193 = torch.constant.int 0
    %int1_194 = torch.constant.int 1
    %158 = torch.aten.select.int %arg2, %int0_193, %int1_194 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %158, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %159 = torch.prim.ListConstruct %158, %126 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_195 = torch.constant.int 1
    %160 = torch.aten.cat %159, %int1_195 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %160, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_196 = torch.constant.int 1
    %int2_197 = torch.constant.int 2
    %161 = torch.aten.transpose.int %140, %int1_196, %int2_197 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %161, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_198 = torch.constant.int 1
    %int2_199 = torch.constant.int 2
    %162 = torch.aten.transpose.int %157, %int1_198, %int2_199 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %162, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_200 = torch.constant.int 1
    %int2_201 = torch.constant.int 2
    %163 = torch.aten.transpose.int %160, %int1_200, %int2_201 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %163, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_202 = torch.constant.none
    %float0.000000e00_203 = torch.constant.float 0.000000e+00
    %false_204 = torch.constant.bool false
    %none_205 = torch.constant.none
    %true_206 = torch.constant.bool true
    %164 = torch.aten.scaled_dot_product_attention %161, %162, %163, %none_202, %float0.000000e00_203, %false_204, %none_205, %true_206 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %164, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_207 = torch.constant.int 1
    %int2_208 = torch.constant.int 2
    %165 = torch.aten.transpose.int %164, %int1_207, %int2_208 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %165, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_209 = torch.constant.int 1
    %int64_210 = torch.constant.int 64
    %166 = torch.prim.ListConstruct %2, %int1_209, %int64_210 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %167 = torch.aten.view %165, %166 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %167, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.1.wo.weight = util.global.load @__auto.layers.1.wo.weight : tensor<64x64xf16>
    %168 = torch_c.from_builtin_tensor %__auto.layers.1.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_211 = torch.constant.none
    %169 = torch.aten.linear %167, %168, %none_211 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %169, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_212 = torch.constant.int 1
    %170 = torch.aten.add.Tensor %104, %169, %int1_212 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %170, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_213 = torch.constant.none
    %none_214 = torch.constant.none
    %int5_215 = torch.constant.int 5
    %meta_216 = torch.constant.device "meta"
    %int0_217 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_213, %none_214, %int5_215, %meta_216, %int0_217 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_218 = torch.constant.int 6
    %171 = torch.prims.convert_element_type %170, %int6_218 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %171, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_219 = torch.constant.int 2
    %172 = torch.aten.pow.Tensor_Scalar %171, %int2_219 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %172, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_220 = torch.constant.int -1
    %173 = torch.prim.ListConstruct %int-1_220 : (!torch.int) -> !torch.list<int>
    %true_221 = torch.constant.bool true
    %none_222 = torch.constant.none
    %174 = torch.aten.mean.dim %172, %173, %true_221, %none_222 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %174, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_223 = torch.constant.float 1.000000e-05
    %int1_224 = torch.constant.int 1
    %175 = torch.aten.add.Scalar %174, %float1.000000e-05_223, %int1_224 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %175, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %176 = torch.aten.rsqrt %175 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %176, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %177 = torch.aten.mul.Tensor %171, %176 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %177, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_225 = torch.constant.none
    %none_226 = torch.constant.none
    %int6_227 = torch.constant.int 6
    %meta_228 = torch.constant.device "meta"
    %int0_229 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %177, %none_225, %none_226, %int6_227, %meta_228, %int0_229 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_230 = torch.constant.int 5
    %178 = torch.prims.convert_element_type %177, %int5_230 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %178, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.1.ffn_norm.weight = util.global.load @__auto.layers.1.ffn_norm.weight : tensor<64xf16>
    %179 = torch_c.from_builtin_tensor %__auto.layers.1.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %180 = torch.aten.mul.Tensor %178, %179 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %180, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.1.w1.weight = util.global.load @__auto.layers.1.w1.weight : tensor<128x64xf16>
    %181 = torch_c.from_builtin_tensor %__auto.layers.1.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_231 = torch.constant.none
    %182 = torch.aten.linear %180, %181, %none_231 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %182, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %183 = torch.aten.silu %182 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %183, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.1.w3.weight = util.global.load @__auto.layers.1.w3.weight : tensor<128x64xf16>
    %184 = torch_c.from_builtin_tensor %__auto.layers.1.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_232 = torch.constant.none
    %185 = torch.aten.linear %180, %184, %none_232 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %185, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %186 = torch.aten.mul.Tensor %183, %185 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %186, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.1.w2.weight = util.global.load @__auto.layers.1.w2.weight : tensor<64x128xf16>
    %187 = torch_c.from_builtin_tensor %__auto.layers.1.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_233 = torch.constant.none
    %188 = torch.aten.linear %186, %187, %none_233 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %188, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_234 = torch.constant.int 1
    %189 = torch.aten.add.Tensor %170, %188, %int1_234 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %189, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_235 = torch.constant.none
    %none_236 = torch.constant.none
    %int5_237 = torch.constant.int 5
    %meta_238 = torch.constant.device "meta"
    %int0_239 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %189, %none_235, %none_236, %int5_237, %meta_238, %int0_239 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_240 = torch.constant.int 6
    %190 = torch.prims.convert_element_type %189, %int6_240 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %190, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_241 = torch.constant.int 2
    %191 = torch.aten.pow.Tensor_Scalar %190, %int2_241 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %191, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_242 = torch.constant.int -1
    %192 = torch.prim.ListConstruct %int-1_242 : (!torch.int) -> !torch.list<int>
    %true_243 = torch.constant.bool true
    %none_244 = torch.constant.none
    %193 = torch.aten.mean.dim %191, %192, %true_243, %none_244 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %193, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_245 = torch.constant.float 1.000000e-05
    %int1_246 = torch.constant.int 1
    %194 = torch.aten.add.Scalar %193, %float1.000000e-05_245, %int1_246 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %194, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %195 = torch.aten.rsqrt %194 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %195, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %196 = torch.aten.mul.Tensor %190, %195 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %196, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_247 = torch.constant.none
    %none_248 = torch.constant.none
    %int6_249 = torch.constant.int 6
    %meta_250 = torch.constant.device "meta"
    %int0_251 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %196, %none_247, %none_248, %int6_249, %meta_250, %int0_251 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_252 = torch.constant.int 5
    %197 = torch.prims.convert_element_type %196, %int5_252 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %197, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.2.attn_norm.weight = util.global.load @__auto.layers.2.attn_norm.weight : tensor<64xf16>
    %198 = torch_c.from_builtin_tensor %__auto.layers.2.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %199 = torch.aten.mul.Tensor %197, %198 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %199, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.2.wq.weight = util.global.load @__auto.layers.2.wq.weight : tensor<64x64xf16>
    %200 = torch_c.from_builtin_tensor %__auto.layers.2.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_253 = torch.constant.none
    %201 = torch.aten.linear %199, %200, %none_253 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %201, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_254 = torch.constant.int 1
    %int4_255 = torch.constant.int 4
    %int16_256 = torch.constant.int 16
    %202 = torch.prim.ListConstruct %2, %int1_254, %int4_255, %int16_256 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %203 = torch.aten.view %201, %202 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %203, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.2.wk.weight = util.global.load @__auto.layers.2.wk.weight : tensor<32x64xf16>
    %204 = torch_c.from_builtin_tensor %__auto.layers.2.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_257 = torch.constant.none
    %205 = torch.aten.linear %199, %204, %none_257 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %205, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_258 = torch.constant.int 1
    %int2_259 = torch.constant.int 2
    %int16_260 = torch.constant.int 16
    %206 = torch.prim.ListConstruct %2, %int1_258, %int2_259, %int16_260 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %207 = torch.aten.view %205, %206 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %207, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.2.wv.weight = util.global.load @__auto.layers.2.wv.weight : tensor<32x64xf16>
    %208 = torch_c.from_builtin_tensor %__auto.layers.2.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_261 = torch.constant.none
    %209 = torch.aten.linear %199, %208, %none_261 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %209, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_262 = torch.constant.int 1
    %int2_263 = torch.constant.int 2
    %int16_264 = torch.constant.int 16
    %210 = torch.prim.ListConstruct %2, %int1_262, %int2_263, %int16_264 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %209, %210 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %211, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_265 = torch.constant.int 3
    %int0_266 = torch.constant.int 0
    %int9223372036854775807_267 = torch.constant.int 9223372036854775807
    %int2_268 = torch.constant.int 2
    %212 = torch.aten.slice.Tensor %203, %int3_265, %int0_266, %int9223372036854775807_267, %int2_268 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %212, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_269 = torch.constant.int 3
    %int1_270 = torch.constant.int 1
    %int9223372036854775807_271 = torch.constant.int 9223372036854775807
    %int2_272 = torch.constant.int 2
    %213 = torch.aten.slice.Tensor %203, %int3_269, %int1_270, %int9223372036854775807_271, %int2_272 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %213, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_273 = torch.constant.int -2
    %214 = torch.aten.unsqueeze %17, %int-2_273 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_274 = torch.constant.int -2
    %215 = torch.aten.unsqueeze %19, %int-2_274 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %216 = torch.aten.mul.Tensor %212, %214 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %216, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %217 = torch.aten.mul.Tensor %213, %215 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %217, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_275 = torch.constant.int 1
    %218 = torch.aten.sub.Tensor %216, %217, %int1_275 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %218, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %219 = torch.aten.mul.Tensor %212, %215 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %219, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %220 = torch.aten.mul.Tensor %213, %214 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %220, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_276 = torch.constant.int 1
    %221 = torch.aten.add.Tensor %219, %220, %int1_276 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %221, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %222 = torch.prim.ListConstruct %218, %221 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_277 = torch.constant.int -1
    %223 = torch.aten.stack %222, %int-1_277 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %223, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_278 = torch.constant.int 1
    %int4_279 = torch.constant.int 4
    %int16_280 = torch.constant.int 16
    %224 = torch.prim.ListConstruct %2, %int1_278, %int4_279, %int16_280 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %225, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_281 = torch.constant.int 3
    %int0_282 = torch.constant.int 0
    %int9223372036854775807_283 = torch.constant.int 9223372036854775807
    %int2_284 = torch.constant.int 2
    %226 = torch.aten.slice.Tensor %207, %int3_281, %int0_282, %int9223372036854775807_283, %int2_284 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %226, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_285 = torch.constant.int 3
    %int1_286 = torch.constant.int 1
    %int9223372036854775807_287 = torch.constant.int 9223372036854775807
    %int2_288 = torch.constant.int 2
    %227 = torch.aten.slice.Tensor %207, %int3_285, %int1_286, %int9223372036854775807_287, %int2_288 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %227, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_289 = torch.constant.int -2
    %228 = torch.aten.unsqueeze %17, %int-2_289 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_290 = torch.constant.int -2
    %229 = torch.aten.unsqueeze %19, %int-2_290 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %230 = torch.aten.mul.Tensor %226, %228 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %230, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %231 = torch.aten.mul.Tensor %227, %229 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %231, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_291 = torch.constant.int 1
    %232 = torch.aten.sub.Tensor %230, %231, %int1_291 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %232, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %233 = torch.aten.mul.Tensor %226, %229 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %233, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %234 = torch.aten.mul.Tensor %227, %228 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %234, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_292 = torch.constant.int 1
    %235 = torch.aten.add.Tensor %233, %234, %int1_292 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %235, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %236 = torch.prim.ListConstruct %232, %235 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_293 = torch.constant.int -1
    %237 = torch.aten.stack %236, %int-1_293 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %237, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_294 = torch.constant.int 1
    %int2_295 = torch.constant.int 2
    %int16_296 = torch.constant.int 16
    %238 = torch.prim.ListConstruct %2, %int1_294, %int2_295, %int16_296 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %237, %238 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %239, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_297 = torch.constant.int 0
    %int2_298 = torch.constant.int 2
    %240 = torch.aten.select.int %arg1, %int0_297, %int2_298 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %240, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %241 = torch.prim.ListConstruct %240, %239 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_299 = torch.constant.int 1
    %242 = torch.aten.cat %241, %int1_299 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %242, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_300 = torch.constant.int 0
    %int2_301 = torch.constant.int 2
    %243 = torch.aten.select.int %arg2, %int0_300, %int2_301 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %243, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %244 = torch.prim.ListConstruct %243, %211 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_302 = torch.constant.int 1
    %245 = torch.aten.cat %244, %int1_302 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %245, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_303 = torch.constant.int 1
    %int2_304 = torch.constant.int 2
    %246 = torch.aten.transpose.int %225, %int1_303, %int2_304 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %246, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_305 = torch.constant.int 1
    %int2_306 = torch.constant.int 2
    %247 = torch.aten.transpose.int %242, %int1_305, %int2_306 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %247, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_307 = torch.constant.int 1
    %int2_308 = torch.constant.int 2
    %248 = torch.aten.transpose.int %245, %int1_307, %int2_308 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %248, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_309 = torch.constant.none
    %float0.000000e00_310 = torch.constant.float 0.000000e+00
    %false_311 = torch.constant.bool false
    %none_312 = torch.constant.none
    %true_313 = torch.constant.bool true
    %249 = torch.aten.scaled_dot_product_attention %246, %247, %248, %none_309, %float0.000000e00_310, %false_311, %none_312, %true_313 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %249, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_314 = torch.constant.int 1
    %int2_315 = torch.constant.int 2
    %250 = torch.aten.transpose.int %249, %int1_314, %int2_315 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %250, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_316 = torch.constant.int 1
    %int64_317 = torch.constant.int 64
    %251 = torch.prim.ListConstruct %2, %int1_316, %int64_317 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %252 = torch.aten.view %250, %251 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %252, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.2.wo.weight = util.global.load @__auto.layers.2.wo.weight : tensor<64x64xf16>
    %253 = torch_c.from_builtin_tensor %__auto.layers.2.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_318 = torch.constant.none
    %254 = torch.aten.linear %252, %253, %none_318 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %254, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_319 = torch.constant.int 1
    %255 = torch.aten.add.Tensor %189, %254, %int1_319 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %255, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_320 = torch.constant.none
    %none_321 = torch.constant.none
    %int5_322 = torch.constant.int 5
    %meta_323 = torch.constant.device "meta"
    %int0_324 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %255, %none_320, %none_321, %int5_322, %meta_323, %int0_324 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_325 = torch.constant.int 6
    %256 = torch.prims.convert_element_type %255, %int6_325 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %256, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_326 = torch.constant.int 2
    %257 = torch.aten.pow.Tensor_Scalar %256, %int2_326 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %257, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_327 = torch.constant.int -1
    %258 = torch.prim.ListConstruct %int-1_327 : (!torch.int) -> !torch.list<int>
    %true_328 = torch.constant.bool true
    %none_329 = torch.constant.none
    %259 = torch.aten.mean.dim %257, %258, %true_328, %none_329 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %259, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_330 = torch.constant.float 1.000000e-05
    %int1_331 = torch.constant.int 1
    %260 = torch.aten.add.Scalar %259, %float1.000000e-05_330, %int1_331 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %260, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %261 = torch.aten.rsqrt %260 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %261, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %262 = torch.aten.mul.Tensor %256, %261 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %262, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_332 = torch.constant.none
    %none_333 = torch.constant.none
    %int6_334 = torch.constant.int 6
    %meta_335 = torch.constant.device "meta"
    %int0_336 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %262, %none_332, %none_333, %int6_334, %meta_335, %int0_336 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_337 = torch.constant.int 5
    %263 = torch.prims.convert_element_type %262, %int5_337 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %263, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.2.ffn_norm.weight = util.global.load @__auto.layers.2.ffn_norm.weight : tensor<64xf16>
    %264 = torch_c.from_builtin_tensor %__auto.layers.2.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %265 = torch.aten.mul.Tensor %263, %264 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %265, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.2.w1.weight = util.global.load @__auto.layers.2.w1.weight : tensor<128x64xf16>
    %266 = torch_c.from_builtin_tensor %__auto.layers.2.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_338 = torch.constant.none
    %267 = torch.aten.linear %265, %266, %none_338 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %267, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %268 = torch.aten.silu %267 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %268, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.2.w3.weight = util.global.load @__auto.layers.2.w3.weight : tensor<128x64xf16>
    %269 = torch_c.from_builtin_tensor %__auto.layers.2.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_339 = torch.constant.none
    %270 = torch.aten.linear %265, %269, %none_339 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %270, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %271 = torch.aten.mul.Tensor %268, %270 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %271, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.2.w2.weight = util.global.load @__auto.layers.2.w2.weight : tensor<64x128xf16>
    %272 = torch_c.from_builtin_tensor %__auto.layers.2.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_340 = torch.constant.none
    %273 = torch.aten.linear %271, %272, %none_340 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %273, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_341 = torch.constant.int 1
    %274 = torch.aten.add.Tensor %255, %273, %int1_341 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %274, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_342 = torch.constant.none
    %none_343 = torch.constant.none
    %int5_344 = torch.constant.int 5
    %meta_345 = torch.constant.device "meta"
    %int0_346 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %274, %none_342, %none_343, %int5_344, %meta_345, %int0_346 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_347 = torch.constant.int 6
    %275 = torch.prims.convert_element_type %274, %int6_347 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %275, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_348 = torch.constant.int 2
    %276 = torch.aten.pow.Tensor_Scalar %275, %int2_348 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %276, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_349 = torch.constant.int -1
    %277 = torch.prim.ListConstruct %int-1_349 : (!torch.int) -> !torch.list<int>
    %true_350 = torch.constant.bool true
    %none_351 = torch.constant.none
    %278 = torch.aten.mean.dim %276, %277, %true_350, %none_351 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %278, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_352 = torch.constant.float 1.000000e-05
    %int1_353 = torch.constant.int 1
    %279 = torch.aten.add.Scalar %278, %float1.000000e-05_352, %int1_353 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %279, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %280 = torch.aten.rsqrt %279 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %280, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %281 = torch.aten.mul.Tensor %275, %280 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %281, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_354 = torch.constant.none
    %none_355 = torch.constant.none
    %int6_356 = torch.constant.int 6
    %meta_357 = torch.constant.device "meta"
    %int0_358 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %281, %none_354, %none_355, %int6_356, %meta_357, %int0_358 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_359 = torch.constant.int 5
    %282 = torch.prims.convert_element_type %281, %int5_359 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %282, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.3.attn_norm.weight = util.global.load @__auto.layers.3.attn_norm.weight : tensor<64xf16>
    %283 = torch_c.from_builtin_tensor %__auto.layers.3.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %284 = torch.aten.mul.Tensor %282, %283 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %284, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.3.wq.weight = util.global.load @__auto.layers.3.wq.weight : tensor<64x64xf16>
    %285 = torch_c.from_builtin_tensor %__auto.layers.3.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_360 = torch.constant.none
    %286 = torch.aten.linear %284, %285, %none_360 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %286, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_361 = torch.constant.int 1
    %int4_362 = torch.constant.int 4
    %int16_363 = torch.constant.int 16
    %287 = torch.prim.ListConstruct %2, %int1_361, %int4_362, %int16_363 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %286, %287 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %288, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.3.wk.weight = util.global.load @__auto.layers.3.wk.weight : tensor<32x64xf16>
    %289 = torch_c.from_builtin_tensor %__auto.layers.3.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_364 = torch.constant.none
    %290 = torch.aten.linear %284, %289, %none_364 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %290, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_365 = torch.constant.int 1
    %int2_366 = torch.constant.int 2
    %int16_367 = torch.constant.int 16
    %291 = torch.prim.ListConstruct %2, %int1_365, %int2_366, %int16_367 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %292 = torch.aten.view %290, %291 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %292, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.3.wv.weight = util.global.load @__auto.layers.3.wv.weight : tensor<32x64xf16>
    %293 = torch_c.from_builtin_tensor %__auto.layers.3.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_368 = torch.constant.none
    %294 = torch.aten.linear %284, %293, %none_368 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %294, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_369 = torch.constant.int 1
    %int2_370 = torch.constant.int 2
    %int16_371 = torch.constant.int 16
    %295 = torch.prim.ListConstruct %2, %int1_369, %int2_370, %int16_371 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %296 = torch.aten.view %294, %295 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %296, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_372 = torch.constant.int 3
    %int0_373 = torch.constant.int 0
    %int9223372036854775807_374 = torch.constant.int 9223372036854775807
    %int2_375 = torch.constant.int 2
    %297 = torch.aten.slice.Tensor %288, %int3_372, %int0_373, %int9223372036854775807_374, %int2_375 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %297, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_376 = torch.constant.int 3
    %int1_377 = torch.constant.int 1
    %int9223372036854775807_378 = torch.constant.int 9223372036854775807
    %int2_379 = torch.constant.int 2
    %298 = torch.aten.slice.Tensor %288, %int3_376, %int1_377, %int9223372036854775807_378, %int2_379 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %298, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_380 = torch.constant.int -2
    %299 = torch.aten.unsqueeze %17, %int-2_380 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_381 = torch.constant.int -2
    %300 = torch.aten.unsqueeze %19, %int-2_381 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %301 = torch.aten.mul.Tensor %297, %299 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %301, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %302 = torch.aten.mul.Tensor %298, %300 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %302, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_382 = torch.constant.int 1
    %303 = torch.aten.sub.Tensor %301, %302, %int1_382 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %303, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %304 = torch.aten.mul.Tensor %297, %300 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %304, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %305 = torch.aten.mul.Tensor %298, %299 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %305, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_383 = torch.constant.int 1
    %306 = torch.aten.add.Tensor %304, %305, %int1_383 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %306, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %307 = torch.prim.ListConstruct %303, %306 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_384 = torch.constant.int -1
    %308 = torch.aten.stack %307, %int-1_384 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %308, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_385 = torch.constant.int 1
    %int4_386 = torch.constant.int 4
    %int16_387 = torch.constant.int 16
    %309 = torch.prim.ListConstruct %2, %int1_385, %int4_386, %int16_387 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %310 = torch.aten.view %308, %309 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %310, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_388 = torch.constant.int 3
    %int0_389 = torch.constant.int 0
    %int9223372036854775807_390 = torch.constant.int 9223372036854775807
    %int2_391 = torch.constant.int 2
    %311 = torch.aten.slice.Tensor %292, %int3_388, %int0_389, %int9223372036854775807_390, %int2_391 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %311, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_392 = torch.constant.int 3
    %int1_393 = torch.constant.int 1
    %int9223372036854775807_394 = torch.constant.int 9223372036854775807
    %int2_395 = torch.constant.int 2
    %312 = torch.aten.slice.Tensor %292, %int3_392, %int1_393, %int9223372036854775807_394, %int2_395 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %312, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_396 = torch.constant.int -2
    %313 = torch.aten.unsqueeze %17, %int-2_396 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_397 = torch.constant.int -2
    %314 = torch.aten.unsqueeze %19, %int-2_397 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %315 = torch.aten.mul.Tensor %311, %313 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %315, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %316 = torch.aten.mul.Tensor %312, %314 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %316, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_398 = torch.constant.int 1
    %317 = torch.aten.sub.Tensor %315, %316, %int1_398 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %317, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %318 = torch.aten.mul.Tensor %311, %314 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %318, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %319 = torch.aten.mul.Tensor %312, %313 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %319, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_399 = torch.constant.int 1
    %320 = torch.aten.add.Tensor %318, %319, %int1_399 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %320, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %321 = torch.prim.ListConstruct %317, %320 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_400 = torch.constant.int -1
    %322 = torch.aten.stack %321, %int-1_400 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %322, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_401 = torch.constant.int 1
    %int2_402 = torch.constant.int 2
    %int16_403 = torch.constant.int 16
    %323 = torch.prim.ListConstruct %2, %int1_401, %int2_402, %int16_403 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %322, %323 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %324, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_404 = torch.constant.int 0
    %int3_405 = torch.constant.int 3
    %325 = torch.aten.select.int %arg1, %int0_404, %int3_405 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %325, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %326 = torch.prim.ListConstruct %325, %324 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_406 = torch.constant.int 1
    %327 = torch.aten.cat %326, %int1_406 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %327, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_407 = torch.constant.int 0
    %int3_408 = torch.constant.int 3
    %328 = torch.aten.select.int %arg2, %int0_407, %int3_408 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %328, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %329 = torch.prim.ListConstruct %328, %296 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_409 = torch.constant.int 1
    %330 = torch.aten.cat %329, %int1_409 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %330, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_410 = torch.constant.int 1
    %int2_411 = torch.constant.int 2
    %331 = torch.aten.transpose.int %310, %int1_410, %int2_411 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %331, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_412 = torch.constant.int 1
    %int2_413 = torch.constant.int 2
    %332 = torch.aten.transpose.int %327, %int1_412, %int2_413 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %332, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_414 = torch.constant.int 1
    %int2_415 = torch.constant.int 2
    %333 = torch.aten.transpose.int %330, %int1_414, %int2_415 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %333, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_416 = torch.constant.none
    %float0.000000e00_417 = torch.constant.float 0.000000e+00
    %false_418 = torch.constant.bool false
    %none_419 = torch.constant.none
    %true_420 = torch.constant.bool true
    %334 = torch.aten.scaled_dot_product_attention %331, %332, %333, %none_416, %float0.000000e00_417, %false_418, %none_419, %true_420 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %334, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_421 = torch.constant.int 1
    %int2_422 = torch.constant.int 2
    %335 = torch.aten.transpose.int %334, %int1_421, %int2_422 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %335, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_423 = torch.constant.int 1
    %int64_424 = torch.constant.int 64
    %336 = torch.prim.ListConstruct %2, %int1_423, %int64_424 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %335, %336 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %337, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.3.wo.weight = util.global.load @__auto.layers.3.wo.weight : tensor<64x64xf16>
    %338 = torch_c.from_builtin_tensor %__auto.layers.3.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_425 = torch.constant.none
    %339 = torch.aten.linear %337, %338, %none_425 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %339, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_426 = torch.constant.int 1
    %340 = torch.aten.add.Tensor %274, %339, %int1_426 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %340, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_427 = torch.constant.none
    %none_428 = torch.constant.none
    %int5_429 = torch.constant.int 5
    %meta_430 = torch.constant.device "meta"
    %int0_431 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %340, %none_427, %none_428, %int5_429, %meta_430, %int0_431 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_432 = torch.constant.int 6
    %341 = torch.prims.convert_element_type %340, %int6_432 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %341, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_433 = torch.constant.int 2
    %342 = torch.aten.pow.Tensor_Scalar %341, %int2_433 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %342, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_434 = torch.constant.int -1
    %343 = torch.prim.ListConstruct %int-1_434 : (!torch.int) -> !torch.list<int>
    %true_435 = torch.constant.bool true
    %none_436 = torch.constant.none
    %344 = torch.aten.mean.dim %342, %343, %true_435, %none_436 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %344, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_437 = torch.constant.float 1.000000e-05
    %int1_438 = torch.constant.int 1
    %345 = torch.aten.add.Scalar %344, %float1.000000e-05_437, %int1_438 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %345, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %346 = torch.aten.rsqrt %345 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %346, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %347 = torch.aten.mul.Tensor %341, %346 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %347, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_439 = torch.constant.none
    %none_440 = torch.constant.none
    %int6_441 = torch.constant.int 6
    %meta_442 = torch.constant.device "meta"
    %int0_443 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %347, %none_439, %none_440, %int6_441, %meta_442, %int0_443 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_444 = torch.constant.int 5
    %348 = torch.prims.convert_element_type %347, %int5_444 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %348, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.3.ffn_norm.weight = util.global.load @__auto.layers.3.ffn_norm.weight : tensor<64xf16>
    %349 = torch_c.from_builtin_tensor %__auto.layers.3.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %350 = torch.aten.mul.Tensor %348, %349 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %350, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.3.w1.weight = util.global.load @__auto.layers.3.w1.weight : tensor<128x64xf16>
    %351 = torch_c.from_builtin_tensor %__auto.layers.3.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_445 = torch.constant.none
    %352 = torch.aten.linear %350, %351, %none_445 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %352, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %353 = torch.aten.silu %352 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %353, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.3.w3.weight = util.global.load @__auto.layers.3.w3.weight : tensor<128x64xf16>
    %354 = torch_c.from_builtin_tensor %__auto.layers.3.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_446 = torch.constant.none
    %355 = torch.aten.linear %350, %354, %none_446 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %355, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %356 = torch.aten.mul.Tensor %353, %355 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %356, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.3.w2.weight = util.global.load @__auto.layers.3.w2.weight : tensor<64x128xf16>
    %357 = torch_c.from_builtin_tensor %__auto.layers.3.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_447 = torch.constant.none
    %358 = torch.aten.linear %356, %357, %none_447 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %358, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_448 = torch.constant.int 1
    %359 = torch.aten.add.Tensor %340, %358, %int1_448 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %359, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_449 = torch.constant.none
    %none_450 = torch.constant.none
    %int5_451 = torch.constant.int 5
    %meta_452 = torch.constant.device "meta"
    %int0_453 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %359, %none_449, %none_450, %int5_451, %meta_452, %int0_453 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_454 = torch.constant.int 6
    %360 = torch.prims.convert_element_type %359, %int6_454 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %360, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_455 = torch.constant.int 2
    %361 = torch.aten.pow.Tensor_Scalar %360, %int2_455 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %361, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_456 = torch.constant.int -1
    %362 = torch.prim.ListConstruct %int-1_456 : (!torch.int) -> !torch.list<int>
    %true_457 = torch.constant.bool true
    %none_458 = torch.constant.none
    %363 = torch.aten.mean.dim %361, %362, %true_457, %none_458 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %363, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_459 = torch.constant.float 1.000000e-05
    %int1_460 = torch.constant.int 1
    %364 = torch.aten.add.Scalar %363, %float1.000000e-05_459, %int1_460 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %364, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %365 = torch.aten.rsqrt %364 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %365, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %366 = torch.aten.mul.Tensor %360, %365 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %366, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_461 = torch.constant.none
    %none_462 = torch.constant.none
    %int6_463 = torch.constant.int 6
    %meta_464 = torch.constant.device "meta"
    %int0_465 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %366, %none_461, %none_462, %int6_463, %meta_464, %int0_465 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_466 = torch.constant.int 5
    %367 = torch.prims.convert_element_type %366, %int5_466 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %367, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.4.attn_norm.weight = util.global.load @__auto.layers.4.attn_norm.weight : tensor<64xf16>
    %368 = torch_c.from_builtin_tensor %__auto.layers.4.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %369 = torch.aten.mul.Tensor %367, %368 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %369, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.4.wq.weight = util.global.load @__auto.layers.4.wq.weight : tensor<64x64xf16>
    %370 = torch_c.from_builtin_tensor %__auto.layers.4.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_467 = torch.constant.none
    %371 = torch.aten.linear %369, %370, %none_467 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %371, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_468 = torch.constant.int 1
    %int4_469 = torch.constant.int 4
    %int16_470 = torch.constant.int 16
    %372 = torch.prim.ListConstruct %2, %int1_468, %int4_469, %int16_470 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %373 = torch.aten.view %371, %372 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %373, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.4.wk.weight = util.global.load @__auto.layers.4.wk.weight : tensor<32x64xf16>
    %374 = torch_c.from_builtin_tensor %__auto.layers.4.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_471 = torch.constant.none
    %375 = torch.aten.linear %369, %374, %none_471 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %375, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_472 = torch.constant.int 1
    %int2_473 = torch.constant.int 2
    %int16_474 = torch.constant.int 16
    %376 = torch.prim.ListConstruct %2, %int1_472, %int2_473, %int16_474 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %377 = torch.aten.view %375, %376 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %377, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.4.wv.weight = util.global.load @__auto.layers.4.wv.weight : tensor<32x64xf16>
    %378 = torch_c.from_builtin_tensor %__auto.layers.4.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_475 = torch.constant.none
    %379 = torch.aten.linear %369, %378, %none_475 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %379, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_476 = torch.constant.int 1
    %int2_477 = torch.constant.int 2
    %int16_478 = torch.constant.int 16
    %380 = torch.prim.ListConstruct %2, %int1_476, %int2_477, %int16_478 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %381 = torch.aten.view %379, %380 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %381, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_479 = torch.constant.int 3
    %int0_480 = torch.constant.int 0
    %int9223372036854775807_481 = torch.constant.int 9223372036854775807
    %int2_482 = torch.constant.int 2
    %382 = torch.aten.slice.Tensor %373, %int3_479, %int0_480, %int9223372036854775807_481, %int2_482 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %382, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_483 = torch.constant.int 3
    %int1_484 = torch.constant.int 1
    %int9223372036854775807_485 = torch.constant.int 9223372036854775807
    %int2_486 = torch.constant.int 2
    %383 = torch.aten.slice.Tensor %373, %int3_483, %int1_484, %int9223372036854775807_485, %int2_486 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %383, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_487 = torch.constant.int -2
    %384 = torch.aten.unsqueeze %17, %int-2_487 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_488 = torch.constant.int -2
    %385 = torch.aten.unsqueeze %19, %int-2_488 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %386 = torch.aten.mul.Tensor %382, %384 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %386, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %387 = torch.aten.mul.Tensor %383, %385 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %387, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_489 = torch.constant.int 1
    %388 = torch.aten.sub.Tensor %386, %387, %int1_489 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %388, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %389 = torch.aten.mul.Tensor %382, %385 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %389, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %390 = torch.aten.mul.Tensor %383, %384 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %390, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_490 = torch.constant.int 1
    %391 = torch.aten.add.Tensor %389, %390, %int1_490 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %391, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %392 = torch.prim.ListConstruct %388, %391 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_491 = torch.constant.int -1
    %393 = torch.aten.stack %392, %int-1_491 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %393, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_492 = torch.constant.int 1
    %int4_493 = torch.constant.int 4
    %int16_494 = torch.constant.int 16
    %394 = torch.prim.ListConstruct %2, %int1_492, %int4_493, %int16_494 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %395 = torch.aten.view %393, %394 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %395, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_495 = torch.constant.int 3
    %int0_496 = torch.constant.int 0
    %int9223372036854775807_497 = torch.constant.int 9223372036854775807
    %int2_498 = torch.constant.int 2
    %396 = torch.aten.slice.Tensor %377, %int3_495, %int0_496, %int9223372036854775807_497, %int2_498 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %396, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_499 = torch.constant.int 3
    %int1_500 = torch.constant.int 1
    %int9223372036854775807_501 = torch.constant.int 9223372036854775807
    %int2_502 = torch.constant.int 2
    %397 = torch.aten.slice.Tensor %377, %int3_499, %int1_500, %int9223372036854775807_501, %int2_502 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %397, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_503 = torch.constant.int -2
    %398 = torch.aten.unsqueeze %17, %int-2_503 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_504 = torch.constant.int -2
    %399 = torch.aten.unsqueeze %19, %int-2_504 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %400 = torch.aten.mul.Tensor %396, %398 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %400, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %401 = torch.aten.mul.Tensor %397, %399 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %401, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_505 = torch.constant.int 1
    %402 = torch.aten.sub.Tensor %400, %401, %int1_505 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %402, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %403 = torch.aten.mul.Tensor %396, %399 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %403, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %404 = torch.aten.mul.Tensor %397, %398 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %404, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_506 = torch.constant.int 1
    %405 = torch.aten.add.Tensor %403, %404, %int1_506 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %405, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %406 = torch.prim.ListConstruct %402, %405 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_507 = torch.constant.int -1
    %407 = torch.aten.stack %406, %int-1_507 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %407, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_508 = torch.constant.int 1
    %int2_509 = torch.constant.int 2
    %int16_510 = torch.constant.int 16
    %408 = torch.prim.ListConstruct %2, %int1_508, %int2_509, %int16_510 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %409 = torch.aten.view %407, %408 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %409, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_511 = torch.constant.int 0
    %int4_512 = torch.constant.int 4
    %410 = torch.aten.select.int %arg1, %int0_511, %int4_512 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %410, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %411 = torch.prim.ListConstruct %410, %409 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_513 = torch.constant.int 1
    %412 = torch.aten.cat %411, %int1_513 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %412, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_514 = torch.constant.int 0
    %int4_515 = torch.constant.int 4
    %413 = torch.aten.select.int %arg2, %int0_514, %int4_515 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %413, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %414 = torch.prim.ListConstruct %413, %381 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_516 = torch.constant.int 1
    %415 = torch.aten.cat %414, %int1_516 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %415, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_517 = torch.constant.int 1
    %int2_518 = torch.constant.int 2
    %416 = torch.aten.transpose.int %395, %int1_517, %int2_518 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %416, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_519 = torch.constant.int 1
    %int2_520 = torch.constant.int 2
    %417 = torch.aten.transpose.int %412, %int1_519, %int2_520 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %417, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_521 = torch.constant.int 1
    %int2_522 = torch.constant.int 2
    %418 = torch.aten.transpose.int %415, %int1_521, %int2_522 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %418, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_523 = torch.constant.none
    %float0.000000e00_524 = torch.constant.float 0.000000e+00
    %false_525 = torch.constant.bool false
    %none_526 = torch.constant.none
    %true_527 = torch.constant.bool true
    %419 = torch.aten.scaled_dot_product_attention %416, %417, %418, %none_523, %float0.000000e00_524, %false_525, %none_526, %true_527 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %419, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_528 = torch.constant.int 1
    %int2_529 = torch.constant.int 2
    %420 = torch.aten.transpose.int %419, %int1_528, %int2_529 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %420, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_530 = torch.constant.int 1
    %int64_531 = torch.constant.int 64
    %421 = torch.prim.ListConstruct %2, %int1_530, %int64_531 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %422 = torch.aten.view %420, %421 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %422, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.4.wo.weight = util.global.load @__auto.layers.4.wo.weight : tensor<64x64xf16>
    %423 = torch_c.from_builtin_tensor %__auto.layers.4.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_532 = torch.constant.none
    %424 = torch.aten.linear %422, %423, %none_532 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %424, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_533 = torch.constant.int 1
    %425 = torch.aten.add.Tensor %359, %424, %int1_533 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %425, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_534 = torch.constant.none
    %none_535 = torch.constant.none
    %int5_536 = torch.constant.int 5
    %meta_537 = torch.constant.device "meta"
    %int0_538 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %425, %none_534, %none_535, %int5_536, %meta_537, %int0_538 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_539 = torch.constant.int 6
    %426 = torch.prims.convert_element_type %425, %int6_539 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %426, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_540 = torch.constant.int 2
    %427 = torch.aten.pow.Tensor_Scalar %426, %int2_540 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %427, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_541 = torch.constant.int -1
    %428 = torch.prim.ListConstruct %int-1_541 : (!torch.int) -> !torch.list<int>
    %true_542 = torch.constant.bool true
    %none_543 = torch.constant.none
    %429 = torch.aten.mean.dim %427, %428, %true_542, %none_543 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %429, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_544 = torch.constant.float 1.000000e-05
    %int1_545 = torch.constant.int 1
    %430 = torch.aten.add.Scalar %429, %float1.000000e-05_544, %int1_545 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %430, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %431 = torch.aten.rsqrt %430 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %431, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %432 = torch.aten.mul.Tensor %426, %431 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %432, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_546 = torch.constant.none
    %none_547 = torch.constant.none
    %int6_548 = torch.constant.int 6
    %meta_549 = torch.constant.device "meta"
    %int0_550 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %432, %none_546, %none_547, %int6_548, %meta_549, %int0_550 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_551 = torch.constant.int 5
    %433 = torch.prims.convert_element_type %432, %int5_551 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %433, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.4.ffn_norm.weight = util.global.load @__auto.layers.4.ffn_norm.weight : tensor<64xf16>
    %434 = torch_c.from_builtin_tensor %__auto.layers.4.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %435 = torch.aten.mul.Tensor %433, %434 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %435, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.4.w1.weight = util.global.load @__auto.layers.4.w1.weight : tensor<128x64xf16>
    %436 = torch_c.from_builtin_tensor %__auto.layers.4.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_552 = torch.constant.none
    %437 = torch.aten.linear %435, %436, %none_552 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %437, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %438 = torch.aten.silu %437 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %438, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.4.w3.weight = util.global.load @__auto.layers.4.w3.weight : tensor<128x64xf16>
    %439 = torch_c.from_builtin_tensor %__auto.layers.4.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_553 = torch.constant.none
    %440 = torch.aten.linear %435, %439, %none_553 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %440, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %441 = torch.aten.mul.Tensor %438, %440 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %441, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.4.w2.weight = util.global.load @__auto.layers.4.w2.weight : tensor<64x128xf16>
    %442 = torch_c.from_builtin_tensor %__auto.layers.4.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_554 = torch.constant.none
    %443 = torch.aten.linear %441, %442, %none_554 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %443, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_555 = torch.constant.int 1
    %444 = torch.aten.add.Tensor %425, %443, %int1_555 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %444, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_556 = torch.constant.none
    %none_557 = torch.constant.none
    %int5_558 = torch.constant.int 5
    %meta_559 = torch.constant.device "meta"
    %int0_560 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %444, %none_556, %none_557, %int5_558, %meta_559, %int0_560 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_561 = torch.constant.int 6
    %445 = torch.prims.convert_element_type %444, %int6_561 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %445, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_562 = torch.constant.int 2
    %446 = torch.aten.pow.Tensor_Scalar %445, %int2_562 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %446, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_563 = torch.constant.int -1
    %447 = torch.prim.ListConstruct %int-1_563 : (!torch.int) -> !torch.list<int>
    %true_564 = torch.constant.bool true
    %none_565 = torch.constant.none
    %448 = torch.aten.mean.dim %446, %447, %true_564, %none_565 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %448, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_566 = torch.constant.float 1.000000e-05
    %int1_567 = torch.constant.int 1
    %449 = torch.aten.add.Scalar %448, %float1.000000e-05_566, %int1_567 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %449, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %450 = torch.aten.rsqrt %449 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %450, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %451 = torch.aten.mul.Tensor %445, %450 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %451, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_568 = torch.constant.none
    %none_569 = torch.constant.none
    %int6_570 = torch.constant.int 6
    %meta_571 = torch.constant.device "meta"
    %int0_572 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %451, %none_568, %none_569, %int6_570, %meta_571, %int0_572 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_573 = torch.constant.int 5
    %452 = torch.prims.convert_element_type %451, %int5_573 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %452, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.5.attn_norm.weight = util.global.load @__auto.layers.5.attn_norm.weight : tensor<64xf16>
    %453 = torch_c.from_builtin_tensor %__auto.layers.5.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %454 = torch.aten.mul.Tensor %452, %453 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %454, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.5.wq.weight = util.global.load @__auto.layers.5.wq.weight : tensor<64x64xf16>
    %455 = torch_c.from_builtin_tensor %__auto.layers.5.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_574 = torch.constant.none
    %456 = torch.aten.linear %454, %455, %none_574 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %456, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_575 = torch.constant.int 1
    %int4_576 = torch.constant.int 4
    %int16_577 = torch.constant.int 16
    %457 = torch.prim.ListConstruct %2, %int1_575, %int4_576, %int16_577 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %458 = torch.aten.view %456, %457 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %458, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.5.wk.weight = util.global.load @__auto.layers.5.wk.weight : tensor<32x64xf16>
    %459 = torch_c.from_builtin_tensor %__auto.layers.5.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_578 = torch.constant.none
    %460 = torch.aten.linear %454, %459, %none_578 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %460, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_579 = torch.constant.int 1
    %int2_580 = torch.constant.int 2
    %int16_581 = torch.constant.int 16
    %461 = torch.prim.ListConstruct %2, %int1_579, %int2_580, %int16_581 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %462 = torch.aten.view %460, %461 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %462, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.5.wv.weight = util.global.load @__auto.layers.5.wv.weight : tensor<32x64xf16>
    %463 = torch_c.from_builtin_tensor %__auto.layers.5.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_582 = torch.constant.none
    %464 = torch.aten.linear %454, %463, %none_582 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %464, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_583 = torch.constant.int 1
    %int2_584 = torch.constant.int 2
    %int16_585 = torch.constant.int 16
    %465 = torch.prim.ListConstruct %2, %int1_583, %int2_584, %int16_585 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %466 = torch.aten.view %464, %465 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %466, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_586 = torch.constant.int 3
    %int0_587 = torch.constant.int 0
    %int9223372036854775807_588 = torch.constant.int 9223372036854775807
    %int2_589 = torch.constant.int 2
    %467 = torch.aten.slice.Tensor %458, %int3_586, %int0_587, %int9223372036854775807_588, %int2_589 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %467, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_590 = torch.constant.int 3
    %int1_591 = torch.constant.int 1
    %int9223372036854775807_592 = torch.constant.int 9223372036854775807
    %int2_593 = torch.constant.int 2
    %468 = torch.aten.slice.Tensor %458, %int3_590, %int1_591, %int9223372036854775807_592, %int2_593 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %468, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_594 = torch.constant.int -2
    %469 = torch.aten.unsqueeze %17, %int-2_594 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_595 = torch.constant.int -2
    %470 = torch.aten.unsqueeze %19, %int-2_595 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %471 = torch.aten.mul.Tensor %467, %469 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %471, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %472 = torch.aten.mul.Tensor %468, %470 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %472, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_596 = torch.constant.int 1
    %473 = torch.aten.sub.Tensor %471, %472, %int1_596 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %473, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %474 = torch.aten.mul.Tensor %467, %470 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %474, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %475 = torch.aten.mul.Tensor %468, %469 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %475, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_597 = torch.constant.int 1
    %476 = torch.aten.add.Tensor %474, %475, %int1_597 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %476, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %477 = torch.prim.ListConstruct %473, %476 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_598 = torch.constant.int -1
    %478 = torch.aten.stack %477, %int-1_598 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %478, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_599 = torch.constant.int 1
    %int4_600 = torch.constant.int 4
    %int16_601 = torch.constant.int 16
    %479 = torch.prim.ListConstruct %2, %int1_599, %int4_600, %int16_601 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %480 = torch.aten.view %478, %479 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %480, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_602 = torch.constant.int 3
    %int0_603 = torch.constant.int 0
    %int9223372036854775807_604 = torch.constant.int 9223372036854775807
    %int2_605 = torch.constant.int 2
    %481 = torch.aten.slice.Tensor %462, %int3_602, %int0_603, %int9223372036854775807_604, %int2_605 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %481, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_606 = torch.constant.int 3
    %int1_607 = torch.constant.int 1
    %int9223372036854775807_608 = torch.constant.int 9223372036854775807
    %int2_609 = torch.constant.int 2
    %482 = torch.aten.slice.Tensor %462, %int3_606, %int1_607, %int9223372036854775807_608, %int2_609 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %482, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_610 = torch.constant.int -2
    %483 = torch.aten.unsqueeze %17, %int-2_610 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_611 = torch.constant.int -2
    %484 = torch.aten.unsqueeze %19, %int-2_611 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %485 = torch.aten.mul.Tensor %481, %483 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %485, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %486 = torch.aten.mul.Tensor %482, %484 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %486, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_612 = torch.constant.int 1
    %487 = torch.aten.sub.Tensor %485, %486, %int1_612 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %487, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %488 = torch.aten.mul.Tensor %481, %484 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %488, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %489 = torch.aten.mul.Tensor %482, %483 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %489, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_613 = torch.constant.int 1
    %490 = torch.aten.add.Tensor %488, %489, %int1_613 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %490, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %491 = torch.prim.ListConstruct %487, %490 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_614 = torch.constant.int -1
    %492 = torch.aten.stack %491, %int-1_614 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %492, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_615 = torch.constant.int 1
    %int2_616 = torch.constant.int 2
    %int16_617 = torch.constant.int 16
    %493 = torch.prim.ListConstruct %2, %int1_615, %int2_616, %int16_617 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %494 = torch.aten.view %492, %493 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %494, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_618 = torch.constant.int 0
    %int5_619 = torch.constant.int 5
    %495 = torch.aten.select.int %arg1, %int0_618, %int5_619 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %495, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %496 = torch.prim.ListConstruct %495, %494 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_620 = torch.constant.int 1
    %497 = torch.aten.cat %496, %int1_620 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %497, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_621 = torch.constant.int 0
    %int5_622 = torch.constant.int 5
    %498 = torch.aten.select.int %arg2, %int0_621, %int5_622 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %498, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %499 = torch.prim.ListConstruct %498, %466 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_623 = torch.constant.int 1
    %500 = torch.aten.cat %499, %int1_623 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %500, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_624 = torch.constant.int 1
    %int2_625 = torch.constant.int 2
    %501 = torch.aten.transpose.int %480, %int1_624, %int2_625 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %501, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_626 = torch.constant.int 1
    %int2_627 = torch.constant.int 2
    %502 = torch.aten.transpose.int %497, %int1_626, %int2_627 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %502, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_628 = torch.constant.int 1
    %int2_629 = torch.constant.int 2
    %503 = torch.aten.transpose.int %500, %int1_628, %int2_629 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %503, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_630 = torch.constant.none
    %float0.000000e00_631 = torch.constant.float 0.000000e+00
    %false_632 = torch.constant.bool false
    %none_633 = torch.constant.none
    %true_634 = torch.constant.bool true
    %504 = torch.aten.scaled_dot_product_attention %501, %502, %503, %none_630, %float0.000000e00_631, %false_632, %none_633, %true_634 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %504, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_635 = torch.constant.int 1
    %int2_636 = torch.constant.int 2
    %505 = torch.aten.transpose.int %504, %int1_635, %int2_636 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %505, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_637 = torch.constant.int 1
    %int64_638 = torch.constant.int 64
    %506 = torch.prim.ListConstruct %2, %int1_637, %int64_638 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %507 = torch.aten.view %505, %506 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %507, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.5.wo.weight = util.global.load @__auto.layers.5.wo.weight : tensor<64x64xf16>
    %508 = torch_c.from_builtin_tensor %__auto.layers.5.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_639 = torch.constant.none
    %509 = torch.aten.linear %507, %508, %none_639 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %509, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_640 = torch.constant.int 1
    %510 = torch.aten.add.Tensor %444, %509, %int1_640 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %510, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_641 = torch.constant.none
    %none_642 = torch.constant.none
    %int5_643 = torch.constant.int 5
    %meta_644 = torch.constant.device "meta"
    %int0_645 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %510, %none_641, %none_642, %int5_643, %meta_644, %int0_645 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_646 = torch.constant.int 6
    %511 = torch.prims.convert_element_type %510, %int6_646 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %511, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_647 = torch.constant.int 2
    %512 = torch.aten.pow.Tensor_Scalar %511, %int2_647 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %512, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_648 = torch.constant.int -1
    %513 = torch.prim.ListConstruct %int-1_648 : (!torch.int) -> !torch.list<int>
    %true_649 = torch.constant.bool true
    %none_650 = torch.constant.none
    %514 = torch.aten.mean.dim %512, %513, %true_649, %none_650 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %514, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_651 = torch.constant.float 1.000000e-05
    %int1_652 = torch.constant.int 1
    %515 = torch.aten.add.Scalar %514, %float1.000000e-05_651, %int1_652 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %515, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %516 = torch.aten.rsqrt %515 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %516, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %517 = torch.aten.mul.Tensor %511, %516 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %517, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_653 = torch.constant.none
    %none_654 = torch.constant.none
    %int6_655 = torch.constant.int 6
    %meta_656 = torch.constant.device "meta"
    %int0_657 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %517, %none_653, %none_654, %int6_655, %meta_656, %int0_657 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_658 = torch.constant.int 5
    %518 = torch.prims.convert_element_type %517, %int5_658 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %518, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.5.ffn_norm.weight = util.global.load @__auto.layers.5.ffn_norm.weight : tensor<64xf16>
    %519 = torch_c.from_builtin_tensor %__auto.layers.5.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %520 = torch.aten.mul.Tensor %518, %519 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %520, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.5.w1.weight = util.global.load @__auto.layers.5.w1.weight : tensor<128x64xf16>
    %521 = torch_c.from_builtin_tensor %__auto.layers.5.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_659 = torch.constant.none
    %522 = torch.aten.linear %520, %521, %none_659 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %522, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %523 = torch.aten.silu %522 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %523, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.5.w3.weight = util.global.load @__auto.layers.5.w3.weight : tensor<128x64xf16>
    %524 = torch_c.from_builtin_tensor %__auto.layers.5.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_660 = torch.constant.none
    %525 = torch.aten.linear %520, %524, %none_660 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %525, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %526 = torch.aten.mul.Tensor %523, %525 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %526, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.5.w2.weight = util.global.load @__auto.layers.5.w2.weight : tensor<64x128xf16>
    %527 = torch_c.from_builtin_tensor %__auto.layers.5.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_661 = torch.constant.none
    %528 = torch.aten.linear %526, %527, %none_661 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %528, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_662 = torch.constant.int 1
    %529 = torch.aten.add.Tensor %510, %528, %int1_662 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %529, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_663 = torch.constant.none
    %none_664 = torch.constant.none
    %int5_665 = torch.constant.int 5
    %meta_666 = torch.constant.device "meta"
    %int0_667 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %529, %none_663, %none_664, %int5_665, %meta_666, %int0_667 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_668 = torch.constant.int 6
    %530 = torch.prims.convert_element_type %529, %int6_668 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %530, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_669 = torch.constant.int 2
    %531 = torch.aten.pow.Tensor_Scalar %530, %int2_669 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %531, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_670 = torch.constant.int -1
    %532 = torch.prim.ListConstruct %int-1_670 : (!torch.int) -> !torch.list<int>
    %true_671 = torch.constant.bool true
    %none_672 = torch.constant.none
    %533 = torch.aten.mean.dim %531, %532, %true_671, %none_672 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %533, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_673 = torch.constant.float 1.000000e-05
    %int1_674 = torch.constant.int 1
    %534 = torch.aten.add.Scalar %533, %float1.000000e-05_673, %int1_674 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %534, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %535 = torch.aten.rsqrt %534 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %535, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %536 = torch.aten.mul.Tensor %530, %535 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %536, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_675 = torch.constant.none
    %none_676 = torch.constant.none
    %int6_677 = torch.constant.int 6
    %meta_678 = torch.constant.device "meta"
    %int0_679 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %536, %none_675, %none_676, %int6_677, %meta_678, %int0_679 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_680 = torch.constant.int 5
    %537 = torch.prims.convert_element_type %536, %int5_680 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %537, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.6.attn_norm.weight = util.global.load @__auto.layers.6.attn_norm.weight : tensor<64xf16>
    %538 = torch_c.from_builtin_tensor %__auto.layers.6.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %539 = torch.aten.mul.Tensor %537, %538 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %539, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.6.wq.weight = util.global.load @__auto.layers.6.wq.weight : tensor<64x64xf16>
    %540 = torch_c.from_builtin_tensor %__auto.layers.6.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_681 = torch.constant.none
    %541 = torch.aten.linear %539, %540, %none_681 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %541, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_682 = torch.constant.int 1
    %int4_683 = torch.constant.int 4
    %int16_684 = torch.constant.int 16
    %542 = torch.prim.ListConstruct %2, %int1_682, %int4_683, %int16_684 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %543 = torch.aten.view %541, %542 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %543, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.6.wk.weight = util.global.load @__auto.layers.6.wk.weight : tensor<32x64xf16>
    %544 = torch_c.from_builtin_tensor %__auto.layers.6.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_685 = torch.constant.none
    %545 = torch.aten.linear %539, %544, %none_685 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %545, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_686 = torch.constant.int 1
    %int2_687 = torch.constant.int 2
    %int16_688 = torch.constant.int 16
    %546 = torch.prim.ListConstruct %2, %int1_686, %int2_687, %int16_688 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %547 = torch.aten.view %545, %546 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %547, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.6.wv.weight = util.global.load @__auto.layers.6.wv.weight : tensor<32x64xf16>
    %548 = torch_c.from_builtin_tensor %__auto.layers.6.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_689 = torch.constant.none
    %549 = torch.aten.linear %539, %548, %none_689 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %549, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_690 = torch.constant.int 1
    %int2_691 = torch.constant.int 2
    %int16_692 = torch.constant.int 16
    %550 = torch.prim.ListConstruct %2, %int1_690, %int2_691, %int16_692 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %551 = torch.aten.view %549, %550 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %551, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_693 = torch.constant.int 3
    %int0_694 = torch.constant.int 0
    %int9223372036854775807_695 = torch.constant.int 9223372036854775807
    %int2_696 = torch.constant.int 2
    %552 = torch.aten.slice.Tensor %543, %int3_693, %int0_694, %int9223372036854775807_695, %int2_696 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %552, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_697 = torch.constant.int 3
    %int1_698 = torch.constant.int 1
    %int9223372036854775807_699 = torch.constant.int 9223372036854775807
    %int2_700 = torch.constant.int 2
    %553 = torch.aten.slice.Tensor %543, %int3_697, %int1_698, %int9223372036854775807_699, %int2_700 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %553, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_701 = torch.constant.int -2
    %554 = torch.aten.unsqueeze %17, %int-2_701 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_702 = torch.constant.int -2
    %555 = torch.aten.unsqueeze %19, %int-2_702 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %556 = torch.aten.mul.Tensor %552, %554 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %556, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %557 = torch.aten.mul.Tensor %553, %555 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %557, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_703 = torch.constant.int 1
    %558 = torch.aten.sub.Tensor %556, %557, %int1_703 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %558, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %559 = torch.aten.mul.Tensor %552, %555 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %559, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %560 = torch.aten.mul.Tensor %553, %554 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %560, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_704 = torch.constant.int 1
    %561 = torch.aten.add.Tensor %559, %560, %int1_704 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %561, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %562 = torch.prim.ListConstruct %558, %561 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_705 = torch.constant.int -1
    %563 = torch.aten.stack %562, %int-1_705 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %563, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_706 = torch.constant.int 1
    %int4_707 = torch.constant.int 4
    %int16_708 = torch.constant.int 16
    %564 = torch.prim.ListConstruct %2, %int1_706, %int4_707, %int16_708 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %565 = torch.aten.view %563, %564 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %565, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_709 = torch.constant.int 3
    %int0_710 = torch.constant.int 0
    %int9223372036854775807_711 = torch.constant.int 9223372036854775807
    %int2_712 = torch.constant.int 2
    %566 = torch.aten.slice.Tensor %547, %int3_709, %int0_710, %int9223372036854775807_711, %int2_712 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %566, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_713 = torch.constant.int 3
    %int1_714 = torch.constant.int 1
    %int9223372036854775807_715 = torch.constant.int 9223372036854775807
    %int2_716 = torch.constant.int 2
    %567 = torch.aten.slice.Tensor %547, %int3_713, %int1_714, %int9223372036854775807_715, %int2_716 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %567, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_717 = torch.constant.int -2
    %568 = torch.aten.unsqueeze %17, %int-2_717 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_718 = torch.constant.int -2
    %569 = torch.aten.unsqueeze %19, %int-2_718 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %570 = torch.aten.mul.Tensor %566, %568 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %570, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %571 = torch.aten.mul.Tensor %567, %569 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %571, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_719 = torch.constant.int 1
    %572 = torch.aten.sub.Tensor %570, %571, %int1_719 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %572, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %573 = torch.aten.mul.Tensor %566, %569 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %573, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %574 = torch.aten.mul.Tensor %567, %568 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %574, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_720 = torch.constant.int 1
    %575 = torch.aten.add.Tensor %573, %574, %int1_720 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %575, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %576 = torch.prim.ListConstruct %572, %575 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_721 = torch.constant.int -1
    %577 = torch.aten.stack %576, %int-1_721 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %577, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_722 = torch.constant.int 1
    %int2_723 = torch.constant.int 2
    %int16_724 = torch.constant.int 16
    %578 = torch.prim.ListConstruct %2, %int1_722, %int2_723, %int16_724 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %579 = torch.aten.view %577, %578 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %579, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_725 = torch.constant.int 0
    %int6_726 = torch.constant.int 6
    %580 = torch.aten.select.int %arg1, %int0_725, %int6_726 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %580, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %581 = torch.prim.ListConstruct %580, %579 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_727 = torch.constant.int 1
    %582 = torch.aten.cat %581, %int1_727 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %582, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_728 = torch.constant.int 0
    %int6_729 = torch.constant.int 6
    %583 = torch.aten.select.int %arg2, %int0_728, %int6_729 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %583, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %584 = torch.prim.ListConstruct %583, %551 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_730 = torch.constant.int 1
    %585 = torch.aten.cat %584, %int1_730 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %585, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_731 = torch.constant.int 1
    %int2_732 = torch.constant.int 2
    %586 = torch.aten.transpose.int %565, %int1_731, %int2_732 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %586, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_733 = torch.constant.int 1
    %int2_734 = torch.constant.int 2
    %587 = torch.aten.transpose.int %582, %int1_733, %int2_734 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %587, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_735 = torch.constant.int 1
    %int2_736 = torch.constant.int 2
    %588 = torch.aten.transpose.int %585, %int1_735, %int2_736 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %588, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_737 = torch.constant.none
    %float0.000000e00_738 = torch.constant.float 0.000000e+00
    %false_739 = torch.constant.bool false
    %none_740 = torch.constant.none
    %true_741 = torch.constant.bool true
    %589 = torch.aten.scaled_dot_product_attention %586, %587, %588, %none_737, %float0.000000e00_738, %false_739, %none_740, %true_741 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %589, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_742 = torch.constant.int 1
    %int2_743 = torch.constant.int 2
    %590 = torch.aten.transpose.int %589, %int1_742, %int2_743 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %590, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_744 = torch.constant.int 1
    %int64_745 = torch.constant.int 64
    %591 = torch.prim.ListConstruct %2, %int1_744, %int64_745 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %592 = torch.aten.view %590, %591 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %592, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.6.wo.weight = util.global.load @__auto.layers.6.wo.weight : tensor<64x64xf16>
    %593 = torch_c.from_builtin_tensor %__auto.layers.6.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_746 = torch.constant.none
    %594 = torch.aten.linear %592, %593, %none_746 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %594, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_747 = torch.constant.int 1
    %595 = torch.aten.add.Tensor %529, %594, %int1_747 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %595, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_748 = torch.constant.none
    %none_749 = torch.constant.none
    %int5_750 = torch.constant.int 5
    %meta_751 = torch.constant.device "meta"
    %int0_752 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %595, %none_748, %none_749, %int5_750, %meta_751, %int0_752 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_753 = torch.constant.int 6
    %596 = torch.prims.convert_element_type %595, %int6_753 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %596, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_754 = torch.constant.int 2
    %597 = torch.aten.pow.Tensor_Scalar %596, %int2_754 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %597, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_755 = torch.constant.int -1
    %598 = torch.prim.ListConstruct %int-1_755 : (!torch.int) -> !torch.list<int>
    %true_756 = torch.constant.bool true
    %none_757 = torch.constant.none
    %599 = torch.aten.mean.dim %597, %598, %true_756, %none_757 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %599, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_758 = torch.constant.float 1.000000e-05
    %int1_759 = torch.constant.int 1
    %600 = torch.aten.add.Scalar %599, %float1.000000e-05_758, %int1_759 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %600, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %601 = torch.aten.rsqrt %600 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %601, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %602 = torch.aten.mul.Tensor %596, %601 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %602, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_760 = torch.constant.none
    %none_761 = torch.constant.none
    %int6_762 = torch.constant.int 6
    %meta_763 = torch.constant.device "meta"
    %int0_764 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %602, %none_760, %none_761, %int6_762, %meta_763, %int0_764 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_765 = torch.constant.int 5
    %603 = torch.prims.convert_element_type %602, %int5_765 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %603, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.6.ffn_norm.weight = util.global.load @__auto.layers.6.ffn_norm.weight : tensor<64xf16>
    %604 = torch_c.from_builtin_tensor %__auto.layers.6.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %605 = torch.aten.mul.Tensor %603, %604 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %605, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.6.w1.weight = util.global.load @__auto.layers.6.w1.weight : tensor<128x64xf16>
    %606 = torch_c.from_builtin_tensor %__auto.layers.6.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_766 = torch.constant.none
    %607 = torch.aten.linear %605, %606, %none_766 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %607, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %608 = torch.aten.silu %607 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %608, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.6.w3.weight = util.global.load @__auto.layers.6.w3.weight : tensor<128x64xf16>
    %609 = torch_c.from_builtin_tensor %__auto.layers.6.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_767 = torch.constant.none
    %610 = torch.aten.linear %605, %609, %none_767 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %610, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %611 = torch.aten.mul.Tensor %608, %610 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %611, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.6.w2.weight = util.global.load @__auto.layers.6.w2.weight : tensor<64x128xf16>
    %612 = torch_c.from_builtin_tensor %__auto.layers.6.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_768 = torch.constant.none
    %613 = torch.aten.linear %611, %612, %none_768 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %613, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_769 = torch.constant.int 1
    %614 = torch.aten.add.Tensor %595, %613, %int1_769 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %614, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_770 = torch.constant.none
    %none_771 = torch.constant.none
    %int5_772 = torch.constant.int 5
    %meta_773 = torch.constant.device "meta"
    %int0_774 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %614, %none_770, %none_771, %int5_772, %meta_773, %int0_774 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_775 = torch.constant.int 6
    %615 = torch.prims.convert_element_type %614, %int6_775 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %615, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_776 = torch.constant.int 2
    %616 = torch.aten.pow.Tensor_Scalar %615, %int2_776 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %616, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_777 = torch.constant.int -1
    %617 = torch.prim.ListConstruct %int-1_777 : (!torch.int) -> !torch.list<int>
    %true_778 = torch.constant.bool true
    %none_779 = torch.constant.none
    %618 = torch.aten.mean.dim %616, %617, %true_778, %none_779 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %618, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_780 = torch.constant.float 1.000000e-05
    %int1_781 = torch.constant.int 1
    %619 = torch.aten.add.Scalar %618, %float1.000000e-05_780, %int1_781 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %619, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %620 = torch.aten.rsqrt %619 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %620, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %621 = torch.aten.mul.Tensor %615, %620 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %621, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_782 = torch.constant.none
    %none_783 = torch.constant.none
    %int6_784 = torch.constant.int 6
    %meta_785 = torch.constant.device "meta"
    %int0_786 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %621, %none_782, %none_783, %int6_784, %meta_785, %int0_786 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_787 = torch.constant.int 5
    %622 = torch.prims.convert_element_type %621, %int5_787 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %622, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.7.attn_norm.weight = util.global.load @__auto.layers.7.attn_norm.weight : tensor<64xf16>
    %623 = torch_c.from_builtin_tensor %__auto.layers.7.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %624 = torch.aten.mul.Tensor %622, %623 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %624, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.7.wq.weight = util.global.load @__auto.layers.7.wq.weight : tensor<64x64xf16>
    %625 = torch_c.from_builtin_tensor %__auto.layers.7.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_788 = torch.constant.none
    %626 = torch.aten.linear %624, %625, %none_788 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %626, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_789 = torch.constant.int 1
    %int4_790 = torch.constant.int 4
    %int16_791 = torch.constant.int 16
    %627 = torch.prim.ListConstruct %2, %int1_789, %int4_790, %int16_791 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %628 = torch.aten.view %626, %627 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %628, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.7.wk.weight = util.global.load @__auto.layers.7.wk.weight : tensor<32x64xf16>
    %629 = torch_c.from_builtin_tensor %__auto.layers.7.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_792 = torch.constant.none
    %630 = torch.aten.linear %624, %629, %none_792 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %630, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_793 = torch.constant.int 1
    %int2_794 = torch.constant.int 2
    %int16_795 = torch.constant.int 16
    %631 = torch.prim.ListConstruct %2, %int1_793, %int2_794, %int16_795 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %632 = torch.aten.view %630, %631 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %632, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.7.wv.weight = util.global.load @__auto.layers.7.wv.weight : tensor<32x64xf16>
    %633 = torch_c.from_builtin_tensor %__auto.layers.7.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_796 = torch.constant.none
    %634 = torch.aten.linear %624, %633, %none_796 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %634, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_797 = torch.constant.int 1
    %int2_798 = torch.constant.int 2
    %int16_799 = torch.constant.int 16
    %635 = torch.prim.ListConstruct %2, %int1_797, %int2_798, %int16_799 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %636 = torch.aten.view %634, %635 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %636, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_800 = torch.constant.int 3
    %int0_801 = torch.constant.int 0
    %int9223372036854775807_802 = torch.constant.int 9223372036854775807
    %int2_803 = torch.constant.int 2
    %637 = torch.aten.slice.Tensor %628, %int3_800, %int0_801, %int9223372036854775807_802, %int2_803 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %637, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_804 = torch.constant.int 3
    %int1_805 = torch.constant.int 1
    %int9223372036854775807_806 = torch.constant.int 9223372036854775807
    %int2_807 = torch.constant.int 2
    %638 = torch.aten.slice.Tensor %628, %int3_804, %int1_805, %int9223372036854775807_806, %int2_807 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %638, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_808 = torch.constant.int -2
    %639 = torch.aten.unsqueeze %17, %int-2_808 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_809 = torch.constant.int -2
    %640 = torch.aten.unsqueeze %19, %int-2_809 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %641 = torch.aten.mul.Tensor %637, %639 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %641, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %642 = torch.aten.mul.Tensor %638, %640 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %642, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_810 = torch.constant.int 1
    %643 = torch.aten.sub.Tensor %641, %642, %int1_810 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %643, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %644 = torch.aten.mul.Tensor %637, %640 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %644, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %645 = torch.aten.mul.Tensor %638, %639 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %645, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_811 = torch.constant.int 1
    %646 = torch.aten.add.Tensor %644, %645, %int1_811 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %646, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %647 = torch.prim.ListConstruct %643, %646 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_812 = torch.constant.int -1
    %648 = torch.aten.stack %647, %int-1_812 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %648, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_813 = torch.constant.int 1
    %int4_814 = torch.constant.int 4
    %int16_815 = torch.constant.int 16
    %649 = torch.prim.ListConstruct %2, %int1_813, %int4_814, %int16_815 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %650 = torch.aten.view %648, %649 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %650, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_816 = torch.constant.int 3
    %int0_817 = torch.constant.int 0
    %int9223372036854775807_818 = torch.constant.int 9223372036854775807
    %int2_819 = torch.constant.int 2
    %651 = torch.aten.slice.Tensor %632, %int3_816, %int0_817, %int9223372036854775807_818, %int2_819 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %651, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_820 = torch.constant.int 3
    %int1_821 = torch.constant.int 1
    %int9223372036854775807_822 = torch.constant.int 9223372036854775807
    %int2_823 = torch.constant.int 2
    %652 = torch.aten.slice.Tensor %632, %int3_820, %int1_821, %int9223372036854775807_822, %int2_823 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %652, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_824 = torch.constant.int -2
    %653 = torch.aten.unsqueeze %17, %int-2_824 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_825 = torch.constant.int -2
    %654 = torch.aten.unsqueeze %19, %int-2_825 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %655 = torch.aten.mul.Tensor %651, %653 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %655, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %656 = torch.aten.mul.Tensor %652, %654 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %656, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_826 = torch.constant.int 1
    %657 = torch.aten.sub.Tensor %655, %656, %int1_826 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %657, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %658 = torch.aten.mul.Tensor %651, %654 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %658, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %659 = torch.aten.mul.Tensor %652, %653 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %659, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_827 = torch.constant.int 1
    %660 = torch.aten.add.Tensor %658, %659, %int1_827 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %660, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %661 = torch.prim.ListConstruct %657, %660 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_828 = torch.constant.int -1
    %662 = torch.aten.stack %661, %int-1_828 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %662, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_829 = torch.constant.int 1
    %int2_830 = torch.constant.int 2
    %int16_831 = torch.constant.int 16
    %663 = torch.prim.ListConstruct %2, %int1_829, %int2_830, %int16_831 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %664 = torch.aten.view %662, %663 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %664, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_832 = torch.constant.int 0
    %int7 = torch.constant.int 7
    %665 = torch.aten.select.int %arg1, %int0_832, %int7 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %665, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %666 = torch.prim.ListConstruct %665, %664 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_833 = torch.constant.int 1
    %667 = torch.aten.cat %666, %int1_833 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %667, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_834 = torch.constant.int 0
    %int7_835 = torch.constant.int 7
    %668 = torch.aten.select.int %arg2, %int0_834, %int7_835 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %668, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %669 = torch.prim.ListConstruct %668, %636 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_836 = torch.constant.int 1
    %670 = torch.aten.cat %669, %int1_836 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %670, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_837 = torch.constant.int 1
    %int2_838 = torch.constant.int 2
    %671 = torch.aten.transpose.int %650, %int1_837, %int2_838 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %671, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_839 = torch.constant.int 1
    %int2_840 = torch.constant.int 2
    %672 = torch.aten.transpose.int %667, %int1_839, %int2_840 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %672, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_841 = torch.constant.int 1
    %int2_842 = torch.constant.int 2
    %673 = torch.aten.transpose.int %670, %int1_841, %int2_842 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %673, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_843 = torch.constant.none
    %float0.000000e00_844 = torch.constant.float 0.000000e+00
    %false_845 = torch.constant.bool false
    %none_846 = torch.constant.none
    %true_847 = torch.constant.bool true
    %674 = torch.aten.scaled_dot_product_attention %671, %672, %673, %none_843, %float0.000000e00_844, %false_845, %none_846, %true_847 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %674, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_848 = torch.constant.int 1
    %int2_849 = torch.constant.int 2
    %675 = torch.aten.transpose.int %674, %int1_848, %int2_849 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %675, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_850 = torch.constant.int 1
    %int64_851 = torch.constant.int 64
    %676 = torch.prim.ListConstruct %2, %int1_850, %int64_851 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %677 = torch.aten.view %675, %676 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %677, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.7.wo.weight = util.global.load @__auto.layers.7.wo.weight : tensor<64x64xf16>
    %678 = torch_c.from_builtin_tensor %__auto.layers.7.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_852 = torch.constant.none
    %679 = torch.aten.linear %677, %678, %none_852 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %679, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_853 = torch.constant.int 1
    %680 = torch.aten.add.Tensor %614, %679, %int1_853 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %680, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_854 = torch.constant.none
    %none_855 = torch.constant.none
    %int5_856 = torch.constant.int 5
    %meta_857 = torch.constant.device "meta"
    %int0_858 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %680, %none_854, %none_855, %int5_856, %meta_857, %int0_858 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_859 = torch.constant.int 6
    %681 = torch.prims.convert_element_type %680, %int6_859 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %681, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_860 = torch.constant.int 2
    %682 = torch.aten.pow.Tensor_Scalar %681, %int2_860 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %682, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_861 = torch.constant.int -1
    %683 = torch.prim.ListConstruct %int-1_861 : (!torch.int) -> !torch.list<int>
    %true_862 = torch.constant.bool true
    %none_863 = torch.constant.none
    %684 = torch.aten.mean.dim %682, %683, %true_862, %none_863 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %684, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_864 = torch.constant.float 1.000000e-05
    %int1_865 = torch.constant.int 1
    %685 = torch.aten.add.Scalar %684, %float1.000000e-05_864, %int1_865 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %685, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %686 = torch.aten.rsqrt %685 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %686, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %687 = torch.aten.mul.Tensor %681, %686 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %687, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_866 = torch.constant.none
    %none_867 = torch.constant.none
    %int6_868 = torch.constant.int 6
    %meta_869 = torch.constant.device "meta"
    %int0_870 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %687, %none_866, %none_867, %int6_868, %meta_869, %int0_870 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_871 = torch.constant.int 5
    %688 = torch.prims.convert_element_type %687, %int5_871 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %688, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.7.ffn_norm.weight = util.global.load @__auto.layers.7.ffn_norm.weight : tensor<64xf16>
    %689 = torch_c.from_builtin_tensor %__auto.layers.7.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %690 = torch.aten.mul.Tensor %688, %689 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %690, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.7.w1.weight = util.global.load @__auto.layers.7.w1.weight : tensor<128x64xf16>
    %691 = torch_c.from_builtin_tensor %__auto.layers.7.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_872 = torch.constant.none
    %692 = torch.aten.linear %690, %691, %none_872 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %692, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %693 = torch.aten.silu %692 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %693, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.7.w3.weight = util.global.load @__auto.layers.7.w3.weight : tensor<128x64xf16>
    %694 = torch_c.from_builtin_tensor %__auto.layers.7.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_873 = torch.constant.none
    %695 = torch.aten.linear %690, %694, %none_873 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %695, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %696 = torch.aten.mul.Tensor %693, %695 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %696, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.7.w2.weight = util.global.load @__auto.layers.7.w2.weight : tensor<64x128xf16>
    %697 = torch_c.from_builtin_tensor %__auto.layers.7.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_874 = torch.constant.none
    %698 = torch.aten.linear %696, %697, %none_874 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %698, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_875 = torch.constant.int 1
    %699 = torch.aten.add.Tensor %680, %698, %int1_875 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %699, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_876 = torch.constant.none
    %none_877 = torch.constant.none
    %int5_878 = torch.constant.int 5
    %meta_879 = torch.constant.device "meta"
    %int0_880 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %699, %none_876, %none_877, %int5_878, %meta_879, %int0_880 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_881 = torch.constant.int 6
    %700 = torch.prims.convert_element_type %699, %int6_881 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %700, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_882 = torch.constant.int 2
    %701 = torch.aten.pow.Tensor_Scalar %700, %int2_882 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %701, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_883 = torch.constant.int -1
    %702 = torch.prim.ListConstruct %int-1_883 : (!torch.int) -> !torch.list<int>
    %true_884 = torch.constant.bool true
    %none_885 = torch.constant.none
    %703 = torch.aten.mean.dim %701, %702, %true_884, %none_885 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %703, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_886 = torch.constant.float 1.000000e-05
    %int1_887 = torch.constant.int 1
    %704 = torch.aten.add.Scalar %703, %float1.000000e-05_886, %int1_887 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %704, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %705 = torch.aten.rsqrt %704 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %705, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %706 = torch.aten.mul.Tensor %700, %705 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %706, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_888 = torch.constant.none
    %none_889 = torch.constant.none
    %int6_890 = torch.constant.int 6
    %meta_891 = torch.constant.device "meta"
    %int0_892 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %706, %none_888, %none_889, %int6_890, %meta_891, %int0_892 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_893 = torch.constant.int 5
    %707 = torch.prims.convert_element_type %706, %int5_893 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %707, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.8.attn_norm.weight = util.global.load @__auto.layers.8.attn_norm.weight : tensor<64xf16>
    %708 = torch_c.from_builtin_tensor %__auto.layers.8.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %709 = torch.aten.mul.Tensor %707, %708 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %709, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.8.wq.weight = util.global.load @__auto.layers.8.wq.weight : tensor<64x64xf16>
    %710 = torch_c.from_builtin_tensor %__auto.layers.8.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_894 = torch.constant.none
    %711 = torch.aten.linear %709, %710, %none_894 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %711, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_895 = torch.constant.int 1
    %int4_896 = torch.constant.int 4
    %int16_897 = torch.constant.int 16
    %712 = torch.prim.ListConstruct %2, %int1_895, %int4_896, %int16_897 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %713 = torch.aten.view %711, %712 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %713, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.8.wk.weight = util.global.load @__auto.layers.8.wk.weight : tensor<32x64xf16>
    %714 = torch_c.from_builtin_tensor %__auto.layers.8.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_898 = torch.constant.none
    %715 = torch.aten.linear %709, %714, %none_898 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %715, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_899 = torch.constant.int 1
    %int2_900 = torch.constant.int 2
    %int16_901 = torch.constant.int 16
    %716 = torch.prim.ListConstruct %2, %int1_899, %int2_900, %int16_901 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %717 = torch.aten.view %715, %716 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %717, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.8.wv.weight = util.global.load @__auto.layers.8.wv.weight : tensor<32x64xf16>
    %718 = torch_c.from_builtin_tensor %__auto.layers.8.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_902 = torch.constant.none
    %719 = torch.aten.linear %709, %718, %none_902 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %719, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_903 = torch.constant.int 1
    %int2_904 = torch.constant.int 2
    %int16_905 = torch.constant.int 16
    %720 = torch.prim.ListConstruct %2, %int1_903, %int2_904, %int16_905 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %721 = torch.aten.view %719, %720 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %721, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_906 = torch.constant.int 3
    %int0_907 = torch.constant.int 0
    %int9223372036854775807_908 = torch.constant.int 9223372036854775807
    %int2_909 = torch.constant.int 2
    %722 = torch.aten.slice.Tensor %713, %int3_906, %int0_907, %int9223372036854775807_908, %int2_909 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %722, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_910 = torch.constant.int 3
    %int1_911 = torch.constant.int 1
    %int9223372036854775807_912 = torch.constant.int 9223372036854775807
    %int2_913 = torch.constant.int 2
    %723 = torch.aten.slice.Tensor %713, %int3_910, %int1_911, %int9223372036854775807_912, %int2_913 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %723, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_914 = torch.constant.int -2
    %724 = torch.aten.unsqueeze %17, %int-2_914 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_915 = torch.constant.int -2
    %725 = torch.aten.unsqueeze %19, %int-2_915 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %726 = torch.aten.mul.Tensor %722, %724 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %726, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %727 = torch.aten.mul.Tensor %723, %725 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %727, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_916 = torch.constant.int 1
    %728 = torch.aten.sub.Tensor %726, %727, %int1_916 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %728, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %729 = torch.aten.mul.Tensor %722, %725 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %729, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %730 = torch.aten.mul.Tensor %723, %724 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %730, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_917 = torch.constant.int 1
    %731 = torch.aten.add.Tensor %729, %730, %int1_917 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %731, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %732 = torch.prim.ListConstruct %728, %731 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_918 = torch.constant.int -1
    %733 = torch.aten.stack %732, %int-1_918 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %733, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_919 = torch.constant.int 1
    %int4_920 = torch.constant.int 4
    %int16_921 = torch.constant.int 16
    %734 = torch.prim.ListConstruct %2, %int1_919, %int4_920, %int16_921 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %735 = torch.aten.view %733, %734 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %735, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_922 = torch.constant.int 3
    %int0_923 = torch.constant.int 0
    %int9223372036854775807_924 = torch.constant.int 9223372036854775807
    %int2_925 = torch.constant.int 2
    %736 = torch.aten.slice.Tensor %717, %int3_922, %int0_923, %int9223372036854775807_924, %int2_925 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %736, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_926 = torch.constant.int 3
    %int1_927 = torch.constant.int 1
    %int9223372036854775807_928 = torch.constant.int 9223372036854775807
    %int2_929 = torch.constant.int 2
    %737 = torch.aten.slice.Tensor %717, %int3_926, %int1_927, %int9223372036854775807_928, %int2_929 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %737, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_930 = torch.constant.int -2
    %738 = torch.aten.unsqueeze %17, %int-2_930 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_931 = torch.constant.int -2
    %739 = torch.aten.unsqueeze %19, %int-2_931 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %740 = torch.aten.mul.Tensor %736, %738 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %740, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %741 = torch.aten.mul.Tensor %737, %739 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %741, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_932 = torch.constant.int 1
    %742 = torch.aten.sub.Tensor %740, %741, %int1_932 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %742, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %743 = torch.aten.mul.Tensor %736, %739 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %743, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %744 = torch.aten.mul.Tensor %737, %738 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %744, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_933 = torch.constant.int 1
    %745 = torch.aten.add.Tensor %743, %744, %int1_933 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %745, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %746 = torch.prim.ListConstruct %742, %745 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_934 = torch.constant.int -1
    %747 = torch.aten.stack %746, %int-1_934 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %747, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_935 = torch.constant.int 1
    %int2_936 = torch.constant.int 2
    %int16_937 = torch.constant.int 16
    %748 = torch.prim.ListConstruct %2, %int1_935, %int2_936, %int16_937 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %749 = torch.aten.view %747, %748 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %749, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_938 = torch.constant.int 0
    %int8_939 = torch.constant.int 8
    %750 = torch.aten.select.int %arg1, %int0_938, %int8_939 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %750, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %751 = torch.prim.ListConstruct %750, %749 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_940 = torch.constant.int 1
    %752 = torch.aten.cat %751, %int1_940 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %752, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_941 = torch.constant.int 0
    %int8_942 = torch.constant.int 8
    %753 = torch.aten.select.int %arg2, %int0_941, %int8_942 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %753, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %754 = torch.prim.ListConstruct %753, %721 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_943 = torch.constant.int 1
    %755 = torch.aten.cat %754, %int1_943 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %755, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_944 = torch.constant.int 1
    %int2_945 = torch.constant.int 2
    %756 = torch.aten.transpose.int %735, %int1_944, %int2_945 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %756, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_946 = torch.constant.int 1
    %int2_947 = torch.constant.int 2
    %757 = torch.aten.transpose.int %752, %int1_946, %int2_947 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %757, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_948 = torch.constant.int 1
    %int2_949 = torch.constant.int 2
    %758 = torch.aten.transpose.int %755, %int1_948, %int2_949 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %758, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_950 = torch.constant.none
    %float0.000000e00_951 = torch.constant.float 0.000000e+00
    %false_952 = torch.constant.bool false
    %none_953 = torch.constant.none
    %true_954 = torch.constant.bool true
    %759 = torch.aten.scaled_dot_product_attention %756, %757, %758, %none_950, %float0.000000e00_951, %false_952, %none_953, %true_954 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %759, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_955 = torch.constant.int 1
    %int2_956 = torch.constant.int 2
    %760 = torch.aten.transpose.int %759, %int1_955, %int2_956 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %760, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_957 = torch.constant.int 1
    %int64_958 = torch.constant.int 64
    %761 = torch.prim.ListConstruct %2, %int1_957, %int64_958 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %762 = torch.aten.view %760, %761 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %762, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.8.wo.weight = util.global.load @__auto.layers.8.wo.weight : tensor<64x64xf16>
    %763 = torch_c.from_builtin_tensor %__auto.layers.8.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_959 = torch.constant.none
    %764 = torch.aten.linear %762, %763, %none_959 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %764, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_960 = torch.constant.int 1
    %765 = torch.aten.add.Tensor %699, %764, %int1_960 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %765, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_961 = torch.constant.none
    %none_962 = torch.constant.none
    %int5_963 = torch.constant.int 5
    %meta_964 = torch.constant.device "meta"
    %int0_965 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %765, %none_961, %none_962, %int5_963, %meta_964, %int0_965 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_966 = torch.constant.int 6
    %766 = torch.prims.convert_element_type %765, %int6_966 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %766, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_967 = torch.constant.int 2
    %767 = torch.aten.pow.Tensor_Scalar %766, %int2_967 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %767, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_968 = torch.constant.int -1
    %768 = torch.prim.ListConstruct %int-1_968 : (!torch.int) -> !torch.list<int>
    %true_969 = torch.constant.bool true
    %none_970 = torch.constant.none
    %769 = torch.aten.mean.dim %767, %768, %true_969, %none_970 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %769, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_971 = torch.constant.float 1.000000e-05
    %int1_972 = torch.constant.int 1
    %770 = torch.aten.add.Scalar %769, %float1.000000e-05_971, %int1_972 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %770, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %771 = torch.aten.rsqrt %770 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %771, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %772 = torch.aten.mul.Tensor %766, %771 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %772, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_973 = torch.constant.none
    %none_974 = torch.constant.none
    %int6_975 = torch.constant.int 6
    %meta_976 = torch.constant.device "meta"
    %int0_977 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %772, %none_973, %none_974, %int6_975, %meta_976, %int0_977 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_978 = torch.constant.int 5
    %773 = torch.prims.convert_element_type %772, %int5_978 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %773, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.8.ffn_norm.weight = util.global.load @__auto.layers.8.ffn_norm.weight : tensor<64xf16>
    %774 = torch_c.from_builtin_tensor %__auto.layers.8.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %775 = torch.aten.mul.Tensor %773, %774 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %775, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.8.w1.weight = util.global.load @__auto.layers.8.w1.weight : tensor<128x64xf16>
    %776 = torch_c.from_builtin_tensor %__auto.layers.8.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_979 = torch.constant.none
    %777 = torch.aten.linear %775, %776, %none_979 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %777, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %778 = torch.aten.silu %777 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %778, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.8.w3.weight = util.global.load @__auto.layers.8.w3.weight : tensor<128x64xf16>
    %779 = torch_c.from_builtin_tensor %__auto.layers.8.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_980 = torch.constant.none
    %780 = torch.aten.linear %775, %779, %none_980 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %780, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %781 = torch.aten.mul.Tensor %778, %780 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %781, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.8.w2.weight = util.global.load @__auto.layers.8.w2.weight : tensor<64x128xf16>
    %782 = torch_c.from_builtin_tensor %__auto.layers.8.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_981 = torch.constant.none
    %783 = torch.aten.linear %781, %782, %none_981 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %783, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_982 = torch.constant.int 1
    %784 = torch.aten.add.Tensor %765, %783, %int1_982 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %784, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_983 = torch.constant.none
    %none_984 = torch.constant.none
    %int5_985 = torch.constant.int 5
    %meta_986 = torch.constant.device "meta"
    %int0_987 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %784, %none_983, %none_984, %int5_985, %meta_986, %int0_987 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_988 = torch.constant.int 6
    %785 = torch.prims.convert_element_type %784, %int6_988 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %785, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_989 = torch.constant.int 2
    %786 = torch.aten.pow.Tensor_Scalar %785, %int2_989 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %786, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_990 = torch.constant.int -1
    %787 = torch.prim.ListConstruct %int-1_990 : (!torch.int) -> !torch.list<int>
    %true_991 = torch.constant.bool true
    %none_992 = torch.constant.none
    %788 = torch.aten.mean.dim %786, %787, %true_991, %none_992 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %788, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_993 = torch.constant.float 1.000000e-05
    %int1_994 = torch.constant.int 1
    %789 = torch.aten.add.Scalar %788, %float1.000000e-05_993, %int1_994 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %789, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %790 = torch.aten.rsqrt %789 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %790, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %791 = torch.aten.mul.Tensor %785, %790 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %791, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_995 = torch.constant.none
    %none_996 = torch.constant.none
    %int6_997 = torch.constant.int 6
    %meta_998 = torch.constant.device "meta"
    %int0_999 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %791, %none_995, %none_996, %int6_997, %meta_998, %int0_999 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1000 = torch.constant.int 5
    %792 = torch.prims.convert_element_type %791, %int5_1000 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %792, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.9.attn_norm.weight = util.global.load @__auto.layers.9.attn_norm.weight : tensor<64xf16>
    %793 = torch_c.from_builtin_tensor %__auto.layers.9.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %794 = torch.aten.mul.Tensor %792, %793 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %794, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.9.wq.weight = util.global.load @__auto.layers.9.wq.weight : tensor<64x64xf16>
    %795 = torch_c.from_builtin_tensor %__auto.layers.9.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1001 = torch.constant.none
    %796 = torch.aten.linear %794, %795, %none_1001 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %796, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1002 = torch.constant.int 1
    %int4_1003 = torch.constant.int 4
    %int16_1004 = torch.constant.int 16
    %797 = torch.prim.ListConstruct %2, %int1_1002, %int4_1003, %int16_1004 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %798 = torch.aten.view %796, %797 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %798, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.9.wk.weight = util.global.load @__auto.layers.9.wk.weight : tensor<32x64xf16>
    %799 = torch_c.from_builtin_tensor %__auto.layers.9.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1005 = torch.constant.none
    %800 = torch.aten.linear %794, %799, %none_1005 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %800, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1006 = torch.constant.int 1
    %int2_1007 = torch.constant.int 2
    %int16_1008 = torch.constant.int 16
    %801 = torch.prim.ListConstruct %2, %int1_1006, %int2_1007, %int16_1008 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %802 = torch.aten.view %800, %801 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %802, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.9.wv.weight = util.global.load @__auto.layers.9.wv.weight : tensor<32x64xf16>
    %803 = torch_c.from_builtin_tensor %__auto.layers.9.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1009 = torch.constant.none
    %804 = torch.aten.linear %794, %803, %none_1009 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %804, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1010 = torch.constant.int 1
    %int2_1011 = torch.constant.int 2
    %int16_1012 = torch.constant.int 16
    %805 = torch.prim.ListConstruct %2, %int1_1010, %int2_1011, %int16_1012 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %806 = torch.aten.view %804, %805 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %806, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1013 = torch.constant.int 3
    %int0_1014 = torch.constant.int 0
    %int9223372036854775807_1015 = torch.constant.int 9223372036854775807
    %int2_1016 = torch.constant.int 2
    %807 = torch.aten.slice.Tensor %798, %int3_1013, %int0_1014, %int9223372036854775807_1015, %int2_1016 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %807, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1017 = torch.constant.int 3
    %int1_1018 = torch.constant.int 1
    %int9223372036854775807_1019 = torch.constant.int 9223372036854775807
    %int2_1020 = torch.constant.int 2
    %808 = torch.aten.slice.Tensor %798, %int3_1017, %int1_1018, %int9223372036854775807_1019, %int2_1020 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %808, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1021 = torch.constant.int -2
    %809 = torch.aten.unsqueeze %17, %int-2_1021 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1022 = torch.constant.int -2
    %810 = torch.aten.unsqueeze %19, %int-2_1022 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %811 = torch.aten.mul.Tensor %807, %809 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %811, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %812 = torch.aten.mul.Tensor %808, %810 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %812, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1023 = torch.constant.int 1
    %813 = torch.aten.sub.Tensor %811, %812, %int1_1023 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %813, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %814 = torch.aten.mul.Tensor %807, %810 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %814, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %815 = torch.aten.mul.Tensor %808, %809 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %815, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1024 = torch.constant.int 1
    %816 = torch.aten.add.Tensor %814, %815, %int1_1024 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %816, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %817 = torch.prim.ListConstruct %813, %816 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1025 = torch.constant.int -1
    %818 = torch.aten.stack %817, %int-1_1025 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %818, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1026 = torch.constant.int 1
    %int4_1027 = torch.constant.int 4
    %int16_1028 = torch.constant.int 16
    %819 = torch.prim.ListConstruct %2, %int1_1026, %int4_1027, %int16_1028 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %820 = torch.aten.view %818, %819 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %820, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1029 = torch.constant.int 3
    %int0_1030 = torch.constant.int 0
    %int9223372036854775807_1031 = torch.constant.int 9223372036854775807
    %int2_1032 = torch.constant.int 2
    %821 = torch.aten.slice.Tensor %802, %int3_1029, %int0_1030, %int9223372036854775807_1031, %int2_1032 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %821, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1033 = torch.constant.int 3
    %int1_1034 = torch.constant.int 1
    %int9223372036854775807_1035 = torch.constant.int 9223372036854775807
    %int2_1036 = torch.constant.int 2
    %822 = torch.aten.slice.Tensor %802, %int3_1033, %int1_1034, %int9223372036854775807_1035, %int2_1036 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %822, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1037 = torch.constant.int -2
    %823 = torch.aten.unsqueeze %17, %int-2_1037 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1038 = torch.constant.int -2
    %824 = torch.aten.unsqueeze %19, %int-2_1038 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %825 = torch.aten.mul.Tensor %821, %823 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %825, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %826 = torch.aten.mul.Tensor %822, %824 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %826, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1039 = torch.constant.int 1
    %827 = torch.aten.sub.Tensor %825, %826, %int1_1039 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %827, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %828 = torch.aten.mul.Tensor %821, %824 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %828, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %829 = torch.aten.mul.Tensor %822, %823 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %829, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1040 = torch.constant.int 1
    %830 = torch.aten.add.Tensor %828, %829, %int1_1040 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %830, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %831 = torch.prim.ListConstruct %827, %830 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1041 = torch.constant.int -1
    %832 = torch.aten.stack %831, %int-1_1041 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %832, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1042 = torch.constant.int 1
    %int2_1043 = torch.constant.int 2
    %int16_1044 = torch.constant.int 16
    %833 = torch.prim.ListConstruct %2, %int1_1042, %int2_1043, %int16_1044 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %834 = torch.aten.view %832, %833 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %834, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1045 = torch.constant.int 0
    %int9 = torch.constant.int 9
    %835 = torch.aten.select.int %arg1, %int0_1045, %int9 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %835, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %836 = torch.prim.ListConstruct %835, %834 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1046 = torch.constant.int 1
    %837 = torch.aten.cat %836, %int1_1046 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %837, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1047 = torch.constant.int 0
    %int9_1048 = torch.constant.int 9
    %838 = torch.aten.select.int %arg2, %int0_1047, %int9_1048 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %838, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %839 = torch.prim.ListConstruct %838, %806 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1049 = torch.constant.int 1
    %840 = torch.aten.cat %839, %int1_1049 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %840, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1050 = torch.constant.int 1
    %int2_1051 = torch.constant.int 2
    %841 = torch.aten.transpose.int %820, %int1_1050, %int2_1051 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %841, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1052 = torch.constant.int 1
    %int2_1053 = torch.constant.int 2
    %842 = torch.aten.transpose.int %837, %int1_1052, %int2_1053 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %842, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1054 = torch.constant.int 1
    %int2_1055 = torch.constant.int 2
    %843 = torch.aten.transpose.int %840, %int1_1054, %int2_1055 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %843, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1056 = torch.constant.none
    %float0.000000e00_1057 = torch.constant.float 0.000000e+00
    %false_1058 = torch.constant.bool false
    %none_1059 = torch.constant.none
    %true_1060 = torch.constant.bool true
    %844 = torch.aten.scaled_dot_product_attention %841, %842, %843, %none_1056, %float0.000000e00_1057, %false_1058, %none_1059, %true_1060 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %844, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1061 = torch.constant.int 1
    %int2_1062 = torch.constant.int 2
    %845 = torch.aten.transpose.int %844, %int1_1061, %int2_1062 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %845, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1063 = torch.constant.int 1
    %int64_1064 = torch.constant.int 64
    %846 = torch.prim.ListConstruct %2, %int1_1063, %int64_1064 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %847 = torch.aten.view %845, %846 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %847, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.9.wo.weight = util.global.load @__auto.layers.9.wo.weight : tensor<64x64xf16>
    %848 = torch_c.from_builtin_tensor %__auto.layers.9.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1065 = torch.constant.none
    %849 = torch.aten.linear %847, %848, %none_1065 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %849, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1066 = torch.constant.int 1
    %850 = torch.aten.add.Tensor %784, %849, %int1_1066 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %850, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1067 = torch.constant.none
    %none_1068 = torch.constant.none
    %int5_1069 = torch.constant.int 5
    %meta_1070 = torch.constant.device "meta"
    %int0_1071 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %850, %none_1067, %none_1068, %int5_1069, %meta_1070, %int0_1071 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1072 = torch.constant.int 6
    %851 = torch.prims.convert_element_type %850, %int6_1072 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %851, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1073 = torch.constant.int 2
    %852 = torch.aten.pow.Tensor_Scalar %851, %int2_1073 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %852, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1074 = torch.constant.int -1
    %853 = torch.prim.ListConstruct %int-1_1074 : (!torch.int) -> !torch.list<int>
    %true_1075 = torch.constant.bool true
    %none_1076 = torch.constant.none
    %854 = torch.aten.mean.dim %852, %853, %true_1075, %none_1076 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %854, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1077 = torch.constant.float 1.000000e-05
    %int1_1078 = torch.constant.int 1
    %855 = torch.aten.add.Scalar %854, %float1.000000e-05_1077, %int1_1078 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %855, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %856 = torch.aten.rsqrt %855 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %856, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %857 = torch.aten.mul.Tensor %851, %856 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %857, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1079 = torch.constant.none
    %none_1080 = torch.constant.none
    %int6_1081 = torch.constant.int 6
    %meta_1082 = torch.constant.device "meta"
    %int0_1083 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %857, %none_1079, %none_1080, %int6_1081, %meta_1082, %int0_1083 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1084 = torch.constant.int 5
    %858 = torch.prims.convert_element_type %857, %int5_1084 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %858, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.9.ffn_norm.weight = util.global.load @__auto.layers.9.ffn_norm.weight : tensor<64xf16>
    %859 = torch_c.from_builtin_tensor %__auto.layers.9.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %860 = torch.aten.mul.Tensor %858, %859 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %860, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.9.w1.weight = util.global.load @__auto.layers.9.w1.weight : tensor<128x64xf16>
    %861 = torch_c.from_builtin_tensor %__auto.layers.9.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1085 = torch.constant.none
    %862 = torch.aten.linear %860, %861, %none_1085 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %862, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %863 = torch.aten.silu %862 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %863, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.9.w3.weight = util.global.load @__auto.layers.9.w3.weight : tensor<128x64xf16>
    %864 = torch_c.from_builtin_tensor %__auto.layers.9.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1086 = torch.constant.none
    %865 = torch.aten.linear %860, %864, %none_1086 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %865, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %866 = torch.aten.mul.Tensor %863, %865 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %866, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.9.w2.weight = util.global.load @__auto.layers.9.w2.weight : tensor<64x128xf16>
    %867 = torch_c.from_builtin_tensor %__auto.layers.9.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1087 = torch.constant.none
    %868 = torch.aten.linear %866, %867, %none_1087 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %868, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1088 = torch.constant.int 1
    %869 = torch.aten.add.Tensor %850, %868, %int1_1088 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %869, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1089 = torch.constant.none
    %none_1090 = torch.constant.none
    %int5_1091 = torch.constant.int 5
    %meta_1092 = torch.constant.device "meta"
    %int0_1093 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %869, %none_1089, %none_1090, %int5_1091, %meta_1092, %int0_1093 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1094 = torch.constant.int 6
    %870 = torch.prims.convert_element_type %869, %int6_1094 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %870, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1095 = torch.constant.int 2
    %871 = torch.aten.pow.Tensor_Scalar %870, %int2_1095 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %871, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1096 = torch.constant.int -1
    %872 = torch.prim.ListConstruct %int-1_1096 : (!torch.int) -> !torch.list<int>
    %true_1097 = torch.constant.bool true
    %none_1098 = torch.constant.none
    %873 = torch.aten.mean.dim %871, %872, %true_1097, %none_1098 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %873, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1099 = torch.constant.float 1.000000e-05
    %int1_1100 = torch.constant.int 1
    %874 = torch.aten.add.Scalar %873, %float1.000000e-05_1099, %int1_1100 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %874, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %875 = torch.aten.rsqrt %874 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %875, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %876 = torch.aten.mul.Tensor %870, %875 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %876, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1101 = torch.constant.none
    %none_1102 = torch.constant.none
    %int6_1103 = torch.constant.int 6
    %meta_1104 = torch.constant.device "meta"
    %int0_1105 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %876, %none_1101, %none_1102, %int6_1103, %meta_1104, %int0_1105 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1106 = torch.constant.int 5
    %877 = torch.prims.convert_element_type %876, %int5_1106 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %877, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.10.attn_norm.weight = util.global.load @__auto.layers.10.attn_norm.weight : tensor<64xf16>
    %878 = torch_c.from_builtin_tensor %__auto.layers.10.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %879 = torch.aten.mul.Tensor %877, %878 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %879, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.10.wq.weight = util.global.load @__auto.layers.10.wq.weight : tensor<64x64xf16>
    %880 = torch_c.from_builtin_tensor %__auto.layers.10.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1107 = torch.constant.none
    %881 = torch.aten.linear %879, %880, %none_1107 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %881, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1108 = torch.constant.int 1
    %int4_1109 = torch.constant.int 4
    %int16_1110 = torch.constant.int 16
    %882 = torch.prim.ListConstruct %2, %int1_1108, %int4_1109, %int16_1110 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %883 = torch.aten.view %881, %882 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %883, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.10.wk.weight = util.global.load @__auto.layers.10.wk.weight : tensor<32x64xf16>
    %884 = torch_c.from_builtin_tensor %__auto.layers.10.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1111 = torch.constant.none
    %885 = torch.aten.linear %879, %884, %none_1111 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %885, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1112 = torch.constant.int 1
    %int2_1113 = torch.constant.int 2
    %int16_1114 = torch.constant.int 16
    %886 = torch.prim.ListConstruct %2, %int1_1112, %int2_1113, %int16_1114 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %887 = torch.aten.view %885, %886 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %887, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.10.wv.weight = util.global.load @__auto.layers.10.wv.weight : tensor<32x64xf16>
    %888 = torch_c.from_builtin_tensor %__auto.layers.10.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1115 = torch.constant.none
    %889 = torch.aten.linear %879, %888, %none_1115 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %889, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1116 = torch.constant.int 1
    %int2_1117 = torch.constant.int 2
    %int16_1118 = torch.constant.int 16
    %890 = torch.prim.ListConstruct %2, %int1_1116, %int2_1117, %int16_1118 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %891 = torch.aten.view %889, %890 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %891, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1119 = torch.constant.int 3
    %int0_1120 = torch.constant.int 0
    %int9223372036854775807_1121 = torch.constant.int 9223372036854775807
    %int2_1122 = torch.constant.int 2
    %892 = torch.aten.slice.Tensor %883, %int3_1119, %int0_1120, %int9223372036854775807_1121, %int2_1122 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %892, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1123 = torch.constant.int 3
    %int1_1124 = torch.constant.int 1
    %int9223372036854775807_1125 = torch.constant.int 9223372036854775807
    %int2_1126 = torch.constant.int 2
    %893 = torch.aten.slice.Tensor %883, %int3_1123, %int1_1124, %int9223372036854775807_1125, %int2_1126 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %893, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1127 = torch.constant.int -2
    %894 = torch.aten.unsqueeze %17, %int-2_1127 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1128 = torch.constant.int -2
    %895 = torch.aten.unsqueeze %19, %int-2_1128 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %896 = torch.aten.mul.Tensor %892, %894 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %896, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %897 = torch.aten.mul.Tensor %893, %895 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %897, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1129 = torch.constant.int 1
    %898 = torch.aten.sub.Tensor %896, %897, %int1_1129 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %898, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %899 = torch.aten.mul.Tensor %892, %895 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %899, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %900 = torch.aten.mul.Tensor %893, %894 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %900, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1130 = torch.constant.int 1
    %901 = torch.aten.add.Tensor %899, %900, %int1_1130 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %901, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %902 = torch.prim.ListConstruct %898, %901 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1131 = torch.constant.int -1
    %903 = torch.aten.stack %902, %int-1_1131 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %903, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1132 = torch.constant.int 1
    %int4_1133 = torch.constant.int 4
    %int16_1134 = torch.constant.int 16
    %904 = torch.prim.ListConstruct %2, %int1_1132, %int4_1133, %int16_1134 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %905 = torch.aten.view %903, %904 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %905, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1135 = torch.constant.int 3
    %int0_1136 = torch.constant.int 0
    %int9223372036854775807_1137 = torch.constant.int 9223372036854775807
    %int2_1138 = torch.constant.int 2
    %906 = torch.aten.slice.Tensor %887, %int3_1135, %int0_1136, %int9223372036854775807_1137, %int2_1138 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %906, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1139 = torch.constant.int 3
    %int1_1140 = torch.constant.int 1
    %int9223372036854775807_1141 = torch.constant.int 9223372036854775807
    %int2_1142 = torch.constant.int 2
    %907 = torch.aten.slice.Tensor %887, %int3_1139, %int1_1140, %int9223372036854775807_1141, %int2_1142 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %907, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1143 = torch.constant.int -2
    %908 = torch.aten.unsqueeze %17, %int-2_1143 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1144 = torch.constant.int -2
    %909 = torch.aten.unsqueeze %19, %int-2_1144 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %910 = torch.aten.mul.Tensor %906, %908 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %910, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %911 = torch.aten.mul.Tensor %907, %909 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %911, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1145 = torch.constant.int 1
    %912 = torch.aten.sub.Tensor %910, %911, %int1_1145 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %912, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %913 = torch.aten.mul.Tensor %906, %909 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %913, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %914 = torch.aten.mul.Tensor %907, %908 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %914, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1146 = torch.constant.int 1
    %915 = torch.aten.add.Tensor %913, %914, %int1_1146 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %915, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %916 = torch.prim.ListConstruct %912, %915 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1147 = torch.constant.int -1
    %917 = torch.aten.stack %916, %int-1_1147 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %917, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1148 = torch.constant.int 1
    %int2_1149 = torch.constant.int 2
    %int16_1150 = torch.constant.int 16
    %918 = torch.prim.ListConstruct %2, %int1_1148, %int2_1149, %int16_1150 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %919 = torch.aten.view %917, %918 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %919, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1151 = torch.constant.int 0
    %int10 = torch.constant.int 10
    %920 = torch.aten.select.int %arg1, %int0_1151, %int10 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %920, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %921 = torch.prim.ListConstruct %920, %919 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1152 = torch.constant.int 1
    %922 = torch.aten.cat %921, %int1_1152 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %922, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1153 = torch.constant.int 0
    %int10_1154 = torch.constant.int 10
    %923 = torch.aten.select.int %arg2, %int0_1153, %int10_1154 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %923, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %924 = torch.prim.ListConstruct %923, %891 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1155 = torch.constant.int 1
    %925 = torch.aten.cat %924, %int1_1155 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %925, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1156 = torch.constant.int 1
    %int2_1157 = torch.constant.int 2
    %926 = torch.aten.transpose.int %905, %int1_1156, %int2_1157 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %926, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1158 = torch.constant.int 1
    %int2_1159 = torch.constant.int 2
    %927 = torch.aten.transpose.int %922, %int1_1158, %int2_1159 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %927, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1160 = torch.constant.int 1
    %int2_1161 = torch.constant.int 2
    %928 = torch.aten.transpose.int %925, %int1_1160, %int2_1161 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %928, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1162 = torch.constant.none
    %float0.000000e00_1163 = torch.constant.float 0.000000e+00
    %false_1164 = torch.constant.bool false
    %none_1165 = torch.constant.none
    %true_1166 = torch.constant.bool true
    %929 = torch.aten.scaled_dot_product_attention %926, %927, %928, %none_1162, %float0.000000e00_1163, %false_1164, %none_1165, %true_1166 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %929, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1167 = torch.constant.int 1
    %int2_1168 = torch.constant.int 2
    %930 = torch.aten.transpose.int %929, %int1_1167, %int2_1168 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %930, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1169 = torch.constant.int 1
    %int64_1170 = torch.constant.int 64
    %931 = torch.prim.ListConstruct %2, %int1_1169, %int64_1170 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %932 = torch.aten.view %930, %931 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %932, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.10.wo.weight = util.global.load @__auto.layers.10.wo.weight : tensor<64x64xf16>
    %933 = torch_c.from_builtin_tensor %__auto.layers.10.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1171 = torch.constant.none
    %934 = torch.aten.linear %932, %933, %none_1171 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %934, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1172 = torch.constant.int 1
    %935 = torch.aten.add.Tensor %869, %934, %int1_1172 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %935, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1173 = torch.constant.none
    %none_1174 = torch.constant.none
    %int5_1175 = torch.constant.int 5
    %meta_1176 = torch.constant.device "meta"
    %int0_1177 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %935, %none_1173, %none_1174, %int5_1175, %meta_1176, %int0_1177 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1178 = torch.constant.int 6
    %936 = torch.prims.convert_element_type %935, %int6_1178 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %936, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1179 = torch.constant.int 2
    %937 = torch.aten.pow.Tensor_Scalar %936, %int2_1179 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %937, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1180 = torch.constant.int -1
    %938 = torch.prim.ListConstruct %int-1_1180 : (!torch.int) -> !torch.list<int>
    %true_1181 = torch.constant.bool true
    %none_1182 = torch.constant.none
    %939 = torch.aten.mean.dim %937, %938, %true_1181, %none_1182 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %939, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1183 = torch.constant.float 1.000000e-05
    %int1_1184 = torch.constant.int 1
    %940 = torch.aten.add.Scalar %939, %float1.000000e-05_1183, %int1_1184 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %940, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %941 = torch.aten.rsqrt %940 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %941, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %942 = torch.aten.mul.Tensor %936, %941 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %942, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1185 = torch.constant.none
    %none_1186 = torch.constant.none
    %int6_1187 = torch.constant.int 6
    %meta_1188 = torch.constant.device "meta"
    %int0_1189 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %942, %none_1185, %none_1186, %int6_1187, %meta_1188, %int0_1189 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1190 = torch.constant.int 5
    %943 = torch.prims.convert_element_type %942, %int5_1190 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %943, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.10.ffn_norm.weight = util.global.load @__auto.layers.10.ffn_norm.weight : tensor<64xf16>
    %944 = torch_c.from_builtin_tensor %__auto.layers.10.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %945 = torch.aten.mul.Tensor %943, %944 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %945, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.10.w1.weight = util.global.load @__auto.layers.10.w1.weight : tensor<128x64xf16>
    %946 = torch_c.from_builtin_tensor %__auto.layers.10.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1191 = torch.constant.none
    %947 = torch.aten.linear %945, %946, %none_1191 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %947, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %948 = torch.aten.silu %947 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %948, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.10.w3.weight = util.global.load @__auto.layers.10.w3.weight : tensor<128x64xf16>
    %949 = torch_c.from_builtin_tensor %__auto.layers.10.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1192 = torch.constant.none
    %950 = torch.aten.linear %945, %949, %none_1192 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %950, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %951 = torch.aten.mul.Tensor %948, %950 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %951, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.10.w2.weight = util.global.load @__auto.layers.10.w2.weight : tensor<64x128xf16>
    %952 = torch_c.from_builtin_tensor %__auto.layers.10.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1193 = torch.constant.none
    %953 = torch.aten.linear %951, %952, %none_1193 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %953, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1194 = torch.constant.int 1
    %954 = torch.aten.add.Tensor %935, %953, %int1_1194 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %954, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1195 = torch.constant.none
    %none_1196 = torch.constant.none
    %int5_1197 = torch.constant.int 5
    %meta_1198 = torch.constant.device "meta"
    %int0_1199 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %954, %none_1195, %none_1196, %int5_1197, %meta_1198, %int0_1199 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1200 = torch.constant.int 6
    %955 = torch.prims.convert_element_type %954, %int6_1200 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %955, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1201 = torch.constant.int 2
    %956 = torch.aten.pow.Tensor_Scalar %955, %int2_1201 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %956, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1202 = torch.constant.int -1
    %957 = torch.prim.ListConstruct %int-1_1202 : (!torch.int) -> !torch.list<int>
    %true_1203 = torch.constant.bool true
    %none_1204 = torch.constant.none
    %958 = torch.aten.mean.dim %956, %957, %true_1203, %none_1204 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %958, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1205 = torch.constant.float 1.000000e-05
    %int1_1206 = torch.constant.int 1
    %959 = torch.aten.add.Scalar %958, %float1.000000e-05_1205, %int1_1206 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %959, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %960 = torch.aten.rsqrt %959 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %960, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %961 = torch.aten.mul.Tensor %955, %960 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %961, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1207 = torch.constant.none
    %none_1208 = torch.constant.none
    %int6_1209 = torch.constant.int 6
    %meta_1210 = torch.constant.device "meta"
    %int0_1211 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %961, %none_1207, %none_1208, %int6_1209, %meta_1210, %int0_1211 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1212 = torch.constant.int 5
    %962 = torch.prims.convert_element_type %961, %int5_1212 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %962, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.11.attn_norm.weight = util.global.load @__auto.layers.11.attn_norm.weight : tensor<64xf16>
    %963 = torch_c.from_builtin_tensor %__auto.layers.11.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %964 = torch.aten.mul.Tensor %962, %963 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %964, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.11.wq.weight = util.global.load @__auto.layers.11.wq.weight : tensor<64x64xf16>
    %965 = torch_c.from_builtin_tensor %__auto.layers.11.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1213 = torch.constant.none
    %966 = torch.aten.linear %964, %965, %none_1213 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %966, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1214 = torch.constant.int 1
    %int4_1215 = torch.constant.int 4
    %int16_1216 = torch.constant.int 16
    %967 = torch.prim.ListConstruct %2, %int1_1214, %int4_1215, %int16_1216 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %968 = torch.aten.view %966, %967 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %968, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.11.wk.weight = util.global.load @__auto.layers.11.wk.weight : tensor<32x64xf16>
    %969 = torch_c.from_builtin_tensor %__auto.layers.11.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1217 = torch.constant.none
    %970 = torch.aten.linear %964, %969, %none_1217 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %970, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1218 = torch.constant.int 1
    %int2_1219 = torch.constant.int 2
    %int16_1220 = torch.constant.int 16
    %971 = torch.prim.ListConstruct %2, %int1_1218, %int2_1219, %int16_1220 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %972 = torch.aten.view %970, %971 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %972, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.11.wv.weight = util.global.load @__auto.layers.11.wv.weight : tensor<32x64xf16>
    %973 = torch_c.from_builtin_tensor %__auto.layers.11.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1221 = torch.constant.none
    %974 = torch.aten.linear %964, %973, %none_1221 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %974, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1222 = torch.constant.int 1
    %int2_1223 = torch.constant.int 2
    %int16_1224 = torch.constant.int 16
    %975 = torch.prim.ListConstruct %2, %int1_1222, %int2_1223, %int16_1224 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %976 = torch.aten.view %974, %975 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %976, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1225 = torch.constant.int 3
    %int0_1226 = torch.constant.int 0
    %int9223372036854775807_1227 = torch.constant.int 9223372036854775807
    %int2_1228 = torch.constant.int 2
    %977 = torch.aten.slice.Tensor %968, %int3_1225, %int0_1226, %int9223372036854775807_1227, %int2_1228 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %977, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1229 = torch.constant.int 3
    %int1_1230 = torch.constant.int 1
    %int9223372036854775807_1231 = torch.constant.int 9223372036854775807
    %int2_1232 = torch.constant.int 2
    %978 = torch.aten.slice.Tensor %968, %int3_1229, %int1_1230, %int9223372036854775807_1231, %int2_1232 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %978, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1233 = torch.constant.int -2
    %979 = torch.aten.unsqueeze %17, %int-2_1233 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1234 = torch.constant.int -2
    %980 = torch.aten.unsqueeze %19, %int-2_1234 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %981 = torch.aten.mul.Tensor %977, %979 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %981, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %982 = torch.aten.mul.Tensor %978, %980 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %982, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1235 = torch.constant.int 1
    %983 = torch.aten.sub.Tensor %981, %982, %int1_1235 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %983, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %984 = torch.aten.mul.Tensor %977, %980 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %984, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %985 = torch.aten.mul.Tensor %978, %979 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %985, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1236 = torch.constant.int 1
    %986 = torch.aten.add.Tensor %984, %985, %int1_1236 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %986, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %987 = torch.prim.ListConstruct %983, %986 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1237 = torch.constant.int -1
    %988 = torch.aten.stack %987, %int-1_1237 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %988, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1238 = torch.constant.int 1
    %int4_1239 = torch.constant.int 4
    %int16_1240 = torch.constant.int 16
    %989 = torch.prim.ListConstruct %2, %int1_1238, %int4_1239, %int16_1240 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %990 = torch.aten.view %988, %989 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %990, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1241 = torch.constant.int 3
    %int0_1242 = torch.constant.int 0
    %int9223372036854775807_1243 = torch.constant.int 9223372036854775807
    %int2_1244 = torch.constant.int 2
    %991 = torch.aten.slice.Tensor %972, %int3_1241, %int0_1242, %int9223372036854775807_1243, %int2_1244 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %991, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1245 = torch.constant.int 3
    %int1_1246 = torch.constant.int 1
    %int9223372036854775807_1247 = torch.constant.int 9223372036854775807
    %int2_1248 = torch.constant.int 2
    %992 = torch.aten.slice.Tensor %972, %int3_1245, %int1_1246, %int9223372036854775807_1247, %int2_1248 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %992, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1249 = torch.constant.int -2
    %993 = torch.aten.unsqueeze %17, %int-2_1249 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1250 = torch.constant.int -2
    %994 = torch.aten.unsqueeze %19, %int-2_1250 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %995 = torch.aten.mul.Tensor %991, %993 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %995, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %996 = torch.aten.mul.Tensor %992, %994 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %996, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1251 = torch.constant.int 1
    %997 = torch.aten.sub.Tensor %995, %996, %int1_1251 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %997, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %998 = torch.aten.mul.Tensor %991, %994 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %998, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %999 = torch.aten.mul.Tensor %992, %993 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %999, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1252 = torch.constant.int 1
    %1000 = torch.aten.add.Tensor %998, %999, %int1_1252 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1000, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1001 = torch.prim.ListConstruct %997, %1000 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1253 = torch.constant.int -1
    %1002 = torch.aten.stack %1001, %int-1_1253 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1002, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1254 = torch.constant.int 1
    %int2_1255 = torch.constant.int 2
    %int16_1256 = torch.constant.int 16
    %1003 = torch.prim.ListConstruct %2, %int1_1254, %int2_1255, %int16_1256 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1004 = torch.aten.view %1002, %1003 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1004, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1257 = torch.constant.int 0
    %int11 = torch.constant.int 11
    %1005 = torch.aten.select.int %arg1, %int0_1257, %int11 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1005, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1006 = torch.prim.ListConstruct %1005, %1004 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1258 = torch.constant.int 1
    %1007 = torch.aten.cat %1006, %int1_1258 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1007, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1259 = torch.constant.int 0
    %int11_1260 = torch.constant.int 11
    %1008 = torch.aten.select.int %arg2, %int0_1259, %int11_1260 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1008, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1009 = torch.prim.ListConstruct %1008, %976 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1261 = torch.constant.int 1
    %1010 = torch.aten.cat %1009, %int1_1261 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1010, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1262 = torch.constant.int 1
    %int2_1263 = torch.constant.int 2
    %1011 = torch.aten.transpose.int %990, %int1_1262, %int2_1263 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1011, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1264 = torch.constant.int 1
    %int2_1265 = torch.constant.int 2
    %1012 = torch.aten.transpose.int %1007, %int1_1264, %int2_1265 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1012, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1266 = torch.constant.int 1
    %int2_1267 = torch.constant.int 2
    %1013 = torch.aten.transpose.int %1010, %int1_1266, %int2_1267 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1013, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1268 = torch.constant.none
    %float0.000000e00_1269 = torch.constant.float 0.000000e+00
    %false_1270 = torch.constant.bool false
    %none_1271 = torch.constant.none
    %true_1272 = torch.constant.bool true
    %1014 = torch.aten.scaled_dot_product_attention %1011, %1012, %1013, %none_1268, %float0.000000e00_1269, %false_1270, %none_1271, %true_1272 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1014, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1273 = torch.constant.int 1
    %int2_1274 = torch.constant.int 2
    %1015 = torch.aten.transpose.int %1014, %int1_1273, %int2_1274 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1015, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1275 = torch.constant.int 1
    %int64_1276 = torch.constant.int 64
    %1016 = torch.prim.ListConstruct %2, %int1_1275, %int64_1276 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1017 = torch.aten.view %1015, %1016 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1017, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.11.wo.weight = util.global.load @__auto.layers.11.wo.weight : tensor<64x64xf16>
    %1018 = torch_c.from_builtin_tensor %__auto.layers.11.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1277 = torch.constant.none
    %1019 = torch.aten.linear %1017, %1018, %none_1277 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1019, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1278 = torch.constant.int 1
    %1020 = torch.aten.add.Tensor %954, %1019, %int1_1278 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1020, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1279 = torch.constant.none
    %none_1280 = torch.constant.none
    %int5_1281 = torch.constant.int 5
    %meta_1282 = torch.constant.device "meta"
    %int0_1283 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1020, %none_1279, %none_1280, %int5_1281, %meta_1282, %int0_1283 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1284 = torch.constant.int 6
    %1021 = torch.prims.convert_element_type %1020, %int6_1284 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1021, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1285 = torch.constant.int 2
    %1022 = torch.aten.pow.Tensor_Scalar %1021, %int2_1285 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1022, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1286 = torch.constant.int -1
    %1023 = torch.prim.ListConstruct %int-1_1286 : (!torch.int) -> !torch.list<int>
    %true_1287 = torch.constant.bool true
    %none_1288 = torch.constant.none
    %1024 = torch.aten.mean.dim %1022, %1023, %true_1287, %none_1288 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1024, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1289 = torch.constant.float 1.000000e-05
    %int1_1290 = torch.constant.int 1
    %1025 = torch.aten.add.Scalar %1024, %float1.000000e-05_1289, %int1_1290 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1025, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1026 = torch.aten.rsqrt %1025 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1026, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1027 = torch.aten.mul.Tensor %1021, %1026 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1027, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1291 = torch.constant.none
    %none_1292 = torch.constant.none
    %int6_1293 = torch.constant.int 6
    %meta_1294 = torch.constant.device "meta"
    %int0_1295 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1027, %none_1291, %none_1292, %int6_1293, %meta_1294, %int0_1295 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1296 = torch.constant.int 5
    %1028 = torch.prims.convert_element_type %1027, %int5_1296 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1028, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.11.ffn_norm.weight = util.global.load @__auto.layers.11.ffn_norm.weight : tensor<64xf16>
    %1029 = torch_c.from_builtin_tensor %__auto.layers.11.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1030 = torch.aten.mul.Tensor %1028, %1029 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1030, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.11.w1.weight = util.global.load @__auto.layers.11.w1.weight : tensor<128x64xf16>
    %1031 = torch_c.from_builtin_tensor %__auto.layers.11.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1297 = torch.constant.none
    %1032 = torch.aten.linear %1030, %1031, %none_1297 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1032, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1033 = torch.aten.silu %1032 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1033, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.11.w3.weight = util.global.load @__auto.layers.11.w3.weight : tensor<128x64xf16>
    %1034 = torch_c.from_builtin_tensor %__auto.layers.11.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1298 = torch.constant.none
    %1035 = torch.aten.linear %1030, %1034, %none_1298 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1035, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1036 = torch.aten.mul.Tensor %1033, %1035 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1036, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.11.w2.weight = util.global.load @__auto.layers.11.w2.weight : tensor<64x128xf16>
    %1037 = torch_c.from_builtin_tensor %__auto.layers.11.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1299 = torch.constant.none
    %1038 = torch.aten.linear %1036, %1037, %none_1299 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1038, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1300 = torch.constant.int 1
    %1039 = torch.aten.add.Tensor %1020, %1038, %int1_1300 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1039, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1301 = torch.constant.none
    %none_1302 = torch.constant.none
    %int5_1303 = torch.constant.int 5
    %meta_1304 = torch.constant.device "meta"
    %int0_1305 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1039, %none_1301, %none_1302, %int5_1303, %meta_1304, %int0_1305 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1306 = torch.constant.int 6
    %1040 = torch.prims.convert_element_type %1039, %int6_1306 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1040, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1307 = torch.constant.int 2
    %1041 = torch.aten.pow.Tensor_Scalar %1040, %int2_1307 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1041, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1308 = torch.constant.int -1
    %1042 = torch.prim.ListConstruct %int-1_1308 : (!torch.int) -> !torch.list<int>
    %true_1309 = torch.constant.bool true
    %none_1310 = torch.constant.none
    %1043 = torch.aten.mean.dim %1041, %1042, %true_1309, %none_1310 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1043, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1311 = torch.constant.float 1.000000e-05
    %int1_1312 = torch.constant.int 1
    %1044 = torch.aten.add.Scalar %1043, %float1.000000e-05_1311, %int1_1312 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1044, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1045 = torch.aten.rsqrt %1044 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1045, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1046 = torch.aten.mul.Tensor %1040, %1045 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1046, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1313 = torch.constant.none
    %none_1314 = torch.constant.none
    %int6_1315 = torch.constant.int 6
    %meta_1316 = torch.constant.device "meta"
    %int0_1317 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1046, %none_1313, %none_1314, %int6_1315, %meta_1316, %int0_1317 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1318 = torch.constant.int 5
    %1047 = torch.prims.convert_element_type %1046, %int5_1318 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1047, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.12.attn_norm.weight = util.global.load @__auto.layers.12.attn_norm.weight : tensor<64xf16>
    %1048 = torch_c.from_builtin_tensor %__auto.layers.12.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1049 = torch.aten.mul.Tensor %1047, %1048 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1049, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.12.wq.weight = util.global.load @__auto.layers.12.wq.weight : tensor<64x64xf16>
    %1050 = torch_c.from_builtin_tensor %__auto.layers.12.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1319 = torch.constant.none
    %1051 = torch.aten.linear %1049, %1050, %none_1319 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1051, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1320 = torch.constant.int 1
    %int4_1321 = torch.constant.int 4
    %int16_1322 = torch.constant.int 16
    %1052 = torch.prim.ListConstruct %2, %int1_1320, %int4_1321, %int16_1322 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1053 = torch.aten.view %1051, %1052 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1053, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.12.wk.weight = util.global.load @__auto.layers.12.wk.weight : tensor<32x64xf16>
    %1054 = torch_c.from_builtin_tensor %__auto.layers.12.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1323 = torch.constant.none
    %1055 = torch.aten.linear %1049, %1054, %none_1323 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1055, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1324 = torch.constant.int 1
    %int2_1325 = torch.constant.int 2
    %int16_1326 = torch.constant.int 16
    %1056 = torch.prim.ListConstruct %2, %int1_1324, %int2_1325, %int16_1326 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1057 = torch.aten.view %1055, %1056 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1057, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.12.wv.weight = util.global.load @__auto.layers.12.wv.weight : tensor<32x64xf16>
    %1058 = torch_c.from_builtin_tensor %__auto.layers.12.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1327 = torch.constant.none
    %1059 = torch.aten.linear %1049, %1058, %none_1327 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1059, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1328 = torch.constant.int 1
    %int2_1329 = torch.constant.int 2
    %int16_1330 = torch.constant.int 16
    %1060 = torch.prim.ListConstruct %2, %int1_1328, %int2_1329, %int16_1330 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1061 = torch.aten.view %1059, %1060 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1061, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1331 = torch.constant.int 3
    %int0_1332 = torch.constant.int 0
    %int9223372036854775807_1333 = torch.constant.int 9223372036854775807
    %int2_1334 = torch.constant.int 2
    %1062 = torch.aten.slice.Tensor %1053, %int3_1331, %int0_1332, %int9223372036854775807_1333, %int2_1334 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1062, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1335 = torch.constant.int 3
    %int1_1336 = torch.constant.int 1
    %int9223372036854775807_1337 = torch.constant.int 9223372036854775807
    %int2_1338 = torch.constant.int 2
    %1063 = torch.aten.slice.Tensor %1053, %int3_1335, %int1_1336, %int9223372036854775807_1337, %int2_1338 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1063, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1339 = torch.constant.int -2
    %1064 = torch.aten.unsqueeze %17, %int-2_1339 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1340 = torch.constant.int -2
    %1065 = torch.aten.unsqueeze %19, %int-2_1340 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1066 = torch.aten.mul.Tensor %1062, %1064 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1066, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1067 = torch.aten.mul.Tensor %1063, %1065 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1067, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1341 = torch.constant.int 1
    %1068 = torch.aten.sub.Tensor %1066, %1067, %int1_1341 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1068, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1069 = torch.aten.mul.Tensor %1062, %1065 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1069, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1070 = torch.aten.mul.Tensor %1063, %1064 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1070, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1342 = torch.constant.int 1
    %1071 = torch.aten.add.Tensor %1069, %1070, %int1_1342 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1071, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1072 = torch.prim.ListConstruct %1068, %1071 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1343 = torch.constant.int -1
    %1073 = torch.aten.stack %1072, %int-1_1343 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1073, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1344 = torch.constant.int 1
    %int4_1345 = torch.constant.int 4
    %int16_1346 = torch.constant.int 16
    %1074 = torch.prim.ListConstruct %2, %int1_1344, %int4_1345, %int16_1346 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1075 = torch.aten.view %1073, %1074 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1075, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1347 = torch.constant.int 3
    %int0_1348 = torch.constant.int 0
    %int9223372036854775807_1349 = torch.constant.int 9223372036854775807
    %int2_1350 = torch.constant.int 2
    %1076 = torch.aten.slice.Tensor %1057, %int3_1347, %int0_1348, %int9223372036854775807_1349, %int2_1350 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1076, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1351 = torch.constant.int 3
    %int1_1352 = torch.constant.int 1
    %int9223372036854775807_1353 = torch.constant.int 9223372036854775807
    %int2_1354 = torch.constant.int 2
    %1077 = torch.aten.slice.Tensor %1057, %int3_1351, %int1_1352, %int9223372036854775807_1353, %int2_1354 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1077, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1355 = torch.constant.int -2
    %1078 = torch.aten.unsqueeze %17, %int-2_1355 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1356 = torch.constant.int -2
    %1079 = torch.aten.unsqueeze %19, %int-2_1356 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1080 = torch.aten.mul.Tensor %1076, %1078 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1080, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1081 = torch.aten.mul.Tensor %1077, %1079 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1081, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1357 = torch.constant.int 1
    %1082 = torch.aten.sub.Tensor %1080, %1081, %int1_1357 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1082, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1083 = torch.aten.mul.Tensor %1076, %1079 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1083, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1084 = torch.aten.mul.Tensor %1077, %1078 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1084, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1358 = torch.constant.int 1
    %1085 = torch.aten.add.Tensor %1083, %1084, %int1_1358 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1085, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1086 = torch.prim.ListConstruct %1082, %1085 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1359 = torch.constant.int -1
    %1087 = torch.aten.stack %1086, %int-1_1359 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1087, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1360 = torch.constant.int 1
    %int2_1361 = torch.constant.int 2
    %int16_1362 = torch.constant.int 16
    %1088 = torch.prim.ListConstruct %2, %int1_1360, %int2_1361, %int16_1362 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1089 = torch.aten.view %1087, %1088 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1089, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1363 = torch.constant.int 0
    %int12 = torch.constant.int 12
    %1090 = torch.aten.select.int %arg1, %int0_1363, %int12 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1090, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1091 = torch.prim.ListConstruct %1090, %1089 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1364 = torch.constant.int 1
    %1092 = torch.aten.cat %1091, %int1_1364 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1092, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1365 = torch.constant.int 0
    %int12_1366 = torch.constant.int 12
    %1093 = torch.aten.select.int %arg2, %int0_1365, %int12_1366 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1093, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1094 = torch.prim.ListConstruct %1093, %1061 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1367 = torch.constant.int 1
    %1095 = torch.aten.cat %1094, %int1_1367 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1095, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1368 = torch.constant.int 1
    %int2_1369 = torch.constant.int 2
    %1096 = torch.aten.transpose.int %1075, %int1_1368, %int2_1369 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1096, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1370 = torch.constant.int 1
    %int2_1371 = torch.constant.int 2
    %1097 = torch.aten.transpose.int %1092, %int1_1370, %int2_1371 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1097, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1372 = torch.constant.int 1
    %int2_1373 = torch.constant.int 2
    %1098 = torch.aten.transpose.int %1095, %int1_1372, %int2_1373 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1098, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1374 = torch.constant.none
    %float0.000000e00_1375 = torch.constant.float 0.000000e+00
    %false_1376 = torch.constant.bool false
    %none_1377 = torch.constant.none
    %true_1378 = torch.constant.bool true
    %1099 = torch.aten.scaled_dot_product_attention %1096, %1097, %1098, %none_1374, %float0.000000e00_1375, %false_1376, %none_1377, %true_1378 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1099, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1379 = torch.constant.int 1
    %int2_1380 = torch.constant.int 2
    %1100 = torch.aten.transpose.int %1099, %int1_1379, %int2_1380 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1100, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1381 = torch.constant.int 1
    %int64_1382 = torch.constant.int 64
    %1101 = torch.prim.ListConstruct %2, %int1_1381, %int64_1382 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1102 = torch.aten.view %1100, %1101 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1102, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.12.wo.weight = util.global.load @__auto.layers.12.wo.weight : tensor<64x64xf16>
    %1103 = torch_c.from_builtin_tensor %__auto.layers.12.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1383 = torch.constant.none
    %1104 = torch.aten.linear %1102, %1103, %none_1383 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1104, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1384 = torch.constant.int 1
    %1105 = torch.aten.add.Tensor %1039, %1104, %int1_1384 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1105, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1385 = torch.constant.none
    %none_1386 = torch.constant.none
    %int5_1387 = torch.constant.int 5
    %meta_1388 = torch.constant.device "meta"
    %int0_1389 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1105, %none_1385, %none_1386, %int5_1387, %meta_1388, %int0_1389 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1390 = torch.constant.int 6
    %1106 = torch.prims.convert_element_type %1105, %int6_1390 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1106, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1391 = torch.constant.int 2
    %1107 = torch.aten.pow.Tensor_Scalar %1106, %int2_1391 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1107, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1392 = torch.constant.int -1
    %1108 = torch.prim.ListConstruct %int-1_1392 : (!torch.int) -> !torch.list<int>
    %true_1393 = torch.constant.bool true
    %none_1394 = torch.constant.none
    %1109 = torch.aten.mean.dim %1107, %1108, %true_1393, %none_1394 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1109, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1395 = torch.constant.float 1.000000e-05
    %int1_1396 = torch.constant.int 1
    %1110 = torch.aten.add.Scalar %1109, %float1.000000e-05_1395, %int1_1396 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1110, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1111 = torch.aten.rsqrt %1110 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1111, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1112 = torch.aten.mul.Tensor %1106, %1111 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1112, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1397 = torch.constant.none
    %none_1398 = torch.constant.none
    %int6_1399 = torch.constant.int 6
    %meta_1400 = torch.constant.device "meta"
    %int0_1401 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1112, %none_1397, %none_1398, %int6_1399, %meta_1400, %int0_1401 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1402 = torch.constant.int 5
    %1113 = torch.prims.convert_element_type %1112, %int5_1402 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1113, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.12.ffn_norm.weight = util.global.load @__auto.layers.12.ffn_norm.weight : tensor<64xf16>
    %1114 = torch_c.from_builtin_tensor %__auto.layers.12.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1115 = torch.aten.mul.Tensor %1113, %1114 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1115, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.12.w1.weight = util.global.load @__auto.layers.12.w1.weight : tensor<128x64xf16>
    %1116 = torch_c.from_builtin_tensor %__auto.layers.12.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1403 = torch.constant.none
    %1117 = torch.aten.linear %1115, %1116, %none_1403 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1117, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1118 = torch.aten.silu %1117 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1118, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.12.w3.weight = util.global.load @__auto.layers.12.w3.weight : tensor<128x64xf16>
    %1119 = torch_c.from_builtin_tensor %__auto.layers.12.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1404 = torch.constant.none
    %1120 = torch.aten.linear %1115, %1119, %none_1404 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1120, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1121 = torch.aten.mul.Tensor %1118, %1120 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1121, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.12.w2.weight = util.global.load @__auto.layers.12.w2.weight : tensor<64x128xf16>
    %1122 = torch_c.from_builtin_tensor %__auto.layers.12.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1405 = torch.constant.none
    %1123 = torch.aten.linear %1121, %1122, %none_1405 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1123, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1406 = torch.constant.int 1
    %1124 = torch.aten.add.Tensor %1105, %1123, %int1_1406 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1124, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1407 = torch.constant.none
    %none_1408 = torch.constant.none
    %int5_1409 = torch.constant.int 5
    %meta_1410 = torch.constant.device "meta"
    %int0_1411 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1124, %none_1407, %none_1408, %int5_1409, %meta_1410, %int0_1411 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1412 = torch.constant.int 6
    %1125 = torch.prims.convert_element_type %1124, %int6_1412 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1125, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1413 = torch.constant.int 2
    %1126 = torch.aten.pow.Tensor_Scalar %1125, %int2_1413 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1126, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1414 = torch.constant.int -1
    %1127 = torch.prim.ListConstruct %int-1_1414 : (!torch.int) -> !torch.list<int>
    %true_1415 = torch.constant.bool true
    %none_1416 = torch.constant.none
    %1128 = torch.aten.mean.dim %1126, %1127, %true_1415, %none_1416 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1128, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1417 = torch.constant.float 1.000000e-05
    %int1_1418 = torch.constant.int 1
    %1129 = torch.aten.add.Scalar %1128, %float1.000000e-05_1417, %int1_1418 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1129, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1130 = torch.aten.rsqrt %1129 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1130, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1131 = torch.aten.mul.Tensor %1125, %1130 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1131, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1419 = torch.constant.none
    %none_1420 = torch.constant.none
    %int6_1421 = torch.constant.int 6
    %meta_1422 = torch.constant.device "meta"
    %int0_1423 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1131, %none_1419, %none_1420, %int6_1421, %meta_1422, %int0_1423 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1424 = torch.constant.int 5
    %1132 = torch.prims.convert_element_type %1131, %int5_1424 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1132, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.13.attn_norm.weight = util.global.load @__auto.layers.13.attn_norm.weight : tensor<64xf16>
    %1133 = torch_c.from_builtin_tensor %__auto.layers.13.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1134 = torch.aten.mul.Tensor %1132, %1133 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1134, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.13.wq.weight = util.global.load @__auto.layers.13.wq.weight : tensor<64x64xf16>
    %1135 = torch_c.from_builtin_tensor %__auto.layers.13.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1425 = torch.constant.none
    %1136 = torch.aten.linear %1134, %1135, %none_1425 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1136, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1426 = torch.constant.int 1
    %int4_1427 = torch.constant.int 4
    %int16_1428 = torch.constant.int 16
    %1137 = torch.prim.ListConstruct %2, %int1_1426, %int4_1427, %int16_1428 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1138 = torch.aten.view %1136, %1137 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1138, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.13.wk.weight = util.global.load @__auto.layers.13.wk.weight : tensor<32x64xf16>
    %1139 = torch_c.from_builtin_tensor %__auto.layers.13.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1429 = torch.constant.none
    %1140 = torch.aten.linear %1134, %1139, %none_1429 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1140, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1430 = torch.constant.int 1
    %int2_1431 = torch.constant.int 2
    %int16_1432 = torch.constant.int 16
    %1141 = torch.prim.ListConstruct %2, %int1_1430, %int2_1431, %int16_1432 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1142 = torch.aten.view %1140, %1141 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1142, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.13.wv.weight = util.global.load @__auto.layers.13.wv.weight : tensor<32x64xf16>
    %1143 = torch_c.from_builtin_tensor %__auto.layers.13.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1433 = torch.constant.none
    %1144 = torch.aten.linear %1134, %1143, %none_1433 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1144, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1434 = torch.constant.int 1
    %int2_1435 = torch.constant.int 2
    %int16_1436 = torch.constant.int 16
    %1145 = torch.prim.ListConstruct %2, %int1_1434, %int2_1435, %int16_1436 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1146 = torch.aten.view %1144, %1145 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1146, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1437 = torch.constant.int 3
    %int0_1438 = torch.constant.int 0
    %int9223372036854775807_1439 = torch.constant.int 9223372036854775807
    %int2_1440 = torch.constant.int 2
    %1147 = torch.aten.slice.Tensor %1138, %int3_1437, %int0_1438, %int9223372036854775807_1439, %int2_1440 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1147, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1441 = torch.constant.int 3
    %int1_1442 = torch.constant.int 1
    %int9223372036854775807_1443 = torch.constant.int 9223372036854775807
    %int2_1444 = torch.constant.int 2
    %1148 = torch.aten.slice.Tensor %1138, %int3_1441, %int1_1442, %int9223372036854775807_1443, %int2_1444 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1148, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1445 = torch.constant.int -2
    %1149 = torch.aten.unsqueeze %17, %int-2_1445 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1446 = torch.constant.int -2
    %1150 = torch.aten.unsqueeze %19, %int-2_1446 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1151 = torch.aten.mul.Tensor %1147, %1149 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1151, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1152 = torch.aten.mul.Tensor %1148, %1150 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1152, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1447 = torch.constant.int 1
    %1153 = torch.aten.sub.Tensor %1151, %1152, %int1_1447 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1153, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1154 = torch.aten.mul.Tensor %1147, %1150 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1154, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1155 = torch.aten.mul.Tensor %1148, %1149 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1155, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1448 = torch.constant.int 1
    %1156 = torch.aten.add.Tensor %1154, %1155, %int1_1448 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1156, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1157 = torch.prim.ListConstruct %1153, %1156 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1449 = torch.constant.int -1
    %1158 = torch.aten.stack %1157, %int-1_1449 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1158, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1450 = torch.constant.int 1
    %int4_1451 = torch.constant.int 4
    %int16_1452 = torch.constant.int 16
    %1159 = torch.prim.ListConstruct %2, %int1_1450, %int4_1451, %int16_1452 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1160 = torch.aten.view %1158, %1159 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1160, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1453 = torch.constant.int 3
    %int0_1454 = torch.constant.int 0
    %int9223372036854775807_1455 = torch.constant.int 9223372036854775807
    %int2_1456 = torch.constant.int 2
    %1161 = torch.aten.slice.Tensor %1142, %int3_1453, %int0_1454, %int9223372036854775807_1455, %int2_1456 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1161, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1457 = torch.constant.int 3
    %int1_1458 = torch.constant.int 1
    %int9223372036854775807_1459 = torch.constant.int 9223372036854775807
    %int2_1460 = torch.constant.int 2
    %1162 = torch.aten.slice.Tensor %1142, %int3_1457, %int1_1458, %int9223372036854775807_1459, %int2_1460 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1162, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1461 = torch.constant.int -2
    %1163 = torch.aten.unsqueeze %17, %int-2_1461 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1462 = torch.constant.int -2
    %1164 = torch.aten.unsqueeze %19, %int-2_1462 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1165 = torch.aten.mul.Tensor %1161, %1163 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1165, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1166 = torch.aten.mul.Tensor %1162, %1164 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1166, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1463 = torch.constant.int 1
    %1167 = torch.aten.sub.Tensor %1165, %1166, %int1_1463 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1167, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1168 = torch.aten.mul.Tensor %1161, %1164 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1168, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1169 = torch.aten.mul.Tensor %1162, %1163 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1169, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1464 = torch.constant.int 1
    %1170 = torch.aten.add.Tensor %1168, %1169, %int1_1464 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1170, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1171 = torch.prim.ListConstruct %1167, %1170 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1465 = torch.constant.int -1
    %1172 = torch.aten.stack %1171, %int-1_1465 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1172, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1466 = torch.constant.int 1
    %int2_1467 = torch.constant.int 2
    %int16_1468 = torch.constant.int 16
    %1173 = torch.prim.ListConstruct %2, %int1_1466, %int2_1467, %int16_1468 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1174 = torch.aten.view %1172, %1173 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1174, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1469 = torch.constant.int 0
    %int13 = torch.constant.int 13
    %1175 = torch.aten.select.int %arg1, %int0_1469, %int13 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1175, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1176 = torch.prim.ListConstruct %1175, %1174 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1470 = torch.constant.int 1
    %1177 = torch.aten.cat %1176, %int1_1470 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1177, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1471 = torch.constant.int 0
    %int13_1472 = torch.constant.int 13
    %1178 = torch.aten.select.int %arg2, %int0_1471, %int13_1472 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1178, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1179 = torch.prim.ListConstruct %1178, %1146 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1473 = torch.constant.int 1
    %1180 = torch.aten.cat %1179, %int1_1473 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1180, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1474 = torch.constant.int 1
    %int2_1475 = torch.constant.int 2
    %1181 = torch.aten.transpose.int %1160, %int1_1474, %int2_1475 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1181, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1476 = torch.constant.int 1
    %int2_1477 = torch.constant.int 2
    %1182 = torch.aten.transpose.int %1177, %int1_1476, %int2_1477 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1182, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1478 = torch.constant.int 1
    %int2_1479 = torch.constant.int 2
    %1183 = torch.aten.transpose.int %1180, %int1_1478, %int2_1479 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1183, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1480 = torch.constant.none
    %float0.000000e00_1481 = torch.constant.float 0.000000e+00
    %false_1482 = torch.constant.bool false
    %none_1483 = torch.constant.none
    %true_1484 = torch.constant.bool true
    %1184 = torch.aten.scaled_dot_product_attention %1181, %1182, %1183, %none_1480, %float0.000000e00_1481, %false_1482, %none_1483, %true_1484 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1184, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1485 = torch.constant.int 1
    %int2_1486 = torch.constant.int 2
    %1185 = torch.aten.transpose.int %1184, %int1_1485, %int2_1486 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1185, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1487 = torch.constant.int 1
    %int64_1488 = torch.constant.int 64
    %1186 = torch.prim.ListConstruct %2, %int1_1487, %int64_1488 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1187 = torch.aten.view %1185, %1186 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1187, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.13.wo.weight = util.global.load @__auto.layers.13.wo.weight : tensor<64x64xf16>
    %1188 = torch_c.from_builtin_tensor %__auto.layers.13.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1489 = torch.constant.none
    %1189 = torch.aten.linear %1187, %1188, %none_1489 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1189, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1490 = torch.constant.int 1
    %1190 = torch.aten.add.Tensor %1124, %1189, %int1_1490 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1190, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1491 = torch.constant.none
    %none_1492 = torch.constant.none
    %int5_1493 = torch.constant.int 5
    %meta_1494 = torch.constant.device "meta"
    %int0_1495 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1190, %none_1491, %none_1492, %int5_1493, %meta_1494, %int0_1495 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1496 = torch.constant.int 6
    %1191 = torch.prims.convert_element_type %1190, %int6_1496 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1191, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1497 = torch.constant.int 2
    %1192 = torch.aten.pow.Tensor_Scalar %1191, %int2_1497 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1192, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1498 = torch.constant.int -1
    %1193 = torch.prim.ListConstruct %int-1_1498 : (!torch.int) -> !torch.list<int>
    %true_1499 = torch.constant.bool true
    %none_1500 = torch.constant.none
    %1194 = torch.aten.mean.dim %1192, %1193, %true_1499, %none_1500 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1194, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1501 = torch.constant.float 1.000000e-05
    %int1_1502 = torch.constant.int 1
    %1195 = torch.aten.add.Scalar %1194, %float1.000000e-05_1501, %int1_1502 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1195, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1196 = torch.aten.rsqrt %1195 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1196, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1197 = torch.aten.mul.Tensor %1191, %1196 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1197, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1503 = torch.constant.none
    %none_1504 = torch.constant.none
    %int6_1505 = torch.constant.int 6
    %meta_1506 = torch.constant.device "meta"
    %int0_1507 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1197, %none_1503, %none_1504, %int6_1505, %meta_1506, %int0_1507 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1508 = torch.constant.int 5
    %1198 = torch.prims.convert_element_type %1197, %int5_1508 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1198, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.13.ffn_norm.weight = util.global.load @__auto.layers.13.ffn_norm.weight : tensor<64xf16>
    %1199 = torch_c.from_builtin_tensor %__auto.layers.13.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1200 = torch.aten.mul.Tensor %1198, %1199 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1200, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.13.w1.weight = util.global.load @__auto.layers.13.w1.weight : tensor<128x64xf16>
    %1201 = torch_c.from_builtin_tensor %__auto.layers.13.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1509 = torch.constant.none
    %1202 = torch.aten.linear %1200, %1201, %none_1509 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1202, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1203 = torch.aten.silu %1202 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1203, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.13.w3.weight = util.global.load @__auto.layers.13.w3.weight : tensor<128x64xf16>
    %1204 = torch_c.from_builtin_tensor %__auto.layers.13.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1510 = torch.constant.none
    %1205 = torch.aten.linear %1200, %1204, %none_1510 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1205, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1206 = torch.aten.mul.Tensor %1203, %1205 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1206, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.13.w2.weight = util.global.load @__auto.layers.13.w2.weight : tensor<64x128xf16>
    %1207 = torch_c.from_builtin_tensor %__auto.layers.13.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1511 = torch.constant.none
    %1208 = torch.aten.linear %1206, %1207, %none_1511 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1208, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1512 = torch.constant.int 1
    %1209 = torch.aten.add.Tensor %1190, %1208, %int1_1512 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1209, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1513 = torch.constant.none
    %none_1514 = torch.constant.none
    %int5_1515 = torch.constant.int 5
    %meta_1516 = torch.constant.device "meta"
    %int0_1517 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1209, %none_1513, %none_1514, %int5_1515, %meta_1516, %int0_1517 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1518 = torch.constant.int 6
    %1210 = torch.prims.convert_element_type %1209, %int6_1518 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1210, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1519 = torch.constant.int 2
    %1211 = torch.aten.pow.Tensor_Scalar %1210, %int2_1519 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1211, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1520 = torch.constant.int -1
    %1212 = torch.prim.ListConstruct %int-1_1520 : (!torch.int) -> !torch.list<int>
    %true_1521 = torch.constant.bool true
    %none_1522 = torch.constant.none
    %1213 = torch.aten.mean.dim %1211, %1212, %true_1521, %none_1522 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1213, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1523 = torch.constant.float 1.000000e-05
    %int1_1524 = torch.constant.int 1
    %1214 = torch.aten.add.Scalar %1213, %float1.000000e-05_1523, %int1_1524 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1214, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1215 = torch.aten.rsqrt %1214 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1215, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1216 = torch.aten.mul.Tensor %1210, %1215 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1216, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1525 = torch.constant.none
    %none_1526 = torch.constant.none
    %int6_1527 = torch.constant.int 6
    %meta_1528 = torch.constant.device "meta"
    %int0_1529 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1216, %none_1525, %none_1526, %int6_1527, %meta_1528, %int0_1529 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1530 = torch.constant.int 5
    %1217 = torch.prims.convert_element_type %1216, %int5_1530 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1217, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.14.attn_norm.weight = util.global.load @__auto.layers.14.attn_norm.weight : tensor<64xf16>
    %1218 = torch_c.from_builtin_tensor %__auto.layers.14.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1219 = torch.aten.mul.Tensor %1217, %1218 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1219, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.14.wq.weight = util.global.load @__auto.layers.14.wq.weight : tensor<64x64xf16>
    %1220 = torch_c.from_builtin_tensor %__auto.layers.14.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1531 = torch.constant.none
    %1221 = torch.aten.linear %1219, %1220, %none_1531 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1221, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1532 = torch.constant.int 1
    %int4_1533 = torch.constant.int 4
    %int16_1534 = torch.constant.int 16
    %1222 = torch.prim.ListConstruct %2, %int1_1532, %int4_1533, %int16_1534 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1223 = torch.aten.view %1221, %1222 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1223, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.14.wk.weight = util.global.load @__auto.layers.14.wk.weight : tensor<32x64xf16>
    %1224 = torch_c.from_builtin_tensor %__auto.layers.14.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1535 = torch.constant.none
    %1225 = torch.aten.linear %1219, %1224, %none_1535 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1225, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1536 = torch.constant.int 1
    %int2_1537 = torch.constant.int 2
    %int16_1538 = torch.constant.int 16
    %1226 = torch.prim.ListConstruct %2, %int1_1536, %int2_1537, %int16_1538 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1227 = torch.aten.view %1225, %1226 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1227, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.14.wv.weight = util.global.load @__auto.layers.14.wv.weight : tensor<32x64xf16>
    %1228 = torch_c.from_builtin_tensor %__auto.layers.14.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1539 = torch.constant.none
    %1229 = torch.aten.linear %1219, %1228, %none_1539 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1229, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1540 = torch.constant.int 1
    %int2_1541 = torch.constant.int 2
    %int16_1542 = torch.constant.int 16
    %1230 = torch.prim.ListConstruct %2, %int1_1540, %int2_1541, %int16_1542 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1231 = torch.aten.view %1229, %1230 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1231, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1543 = torch.constant.int 3
    %int0_1544 = torch.constant.int 0
    %int9223372036854775807_1545 = torch.constant.int 9223372036854775807
    %int2_1546 = torch.constant.int 2
    %1232 = torch.aten.slice.Tensor %1223, %int3_1543, %int0_1544, %int9223372036854775807_1545, %int2_1546 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1232, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1547 = torch.constant.int 3
    %int1_1548 = torch.constant.int 1
    %int9223372036854775807_1549 = torch.constant.int 9223372036854775807
    %int2_1550 = torch.constant.int 2
    %1233 = torch.aten.slice.Tensor %1223, %int3_1547, %int1_1548, %int9223372036854775807_1549, %int2_1550 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1233, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1551 = torch.constant.int -2
    %1234 = torch.aten.unsqueeze %17, %int-2_1551 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1552 = torch.constant.int -2
    %1235 = torch.aten.unsqueeze %19, %int-2_1552 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1236 = torch.aten.mul.Tensor %1232, %1234 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1236, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1237 = torch.aten.mul.Tensor %1233, %1235 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1237, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1553 = torch.constant.int 1
    %1238 = torch.aten.sub.Tensor %1236, %1237, %int1_1553 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1238, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1239 = torch.aten.mul.Tensor %1232, %1235 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1239, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1240 = torch.aten.mul.Tensor %1233, %1234 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1240, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1554 = torch.constant.int 1
    %1241 = torch.aten.add.Tensor %1239, %1240, %int1_1554 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1241, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1242 = torch.prim.ListConstruct %1238, %1241 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1555 = torch.constant.int -1
    %1243 = torch.aten.stack %1242, %int-1_1555 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1243, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1556 = torch.constant.int 1
    %int4_1557 = torch.constant.int 4
    %int16_1558 = torch.constant.int 16
    %1244 = torch.prim.ListConstruct %2, %int1_1556, %int4_1557, %int16_1558 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1245 = torch.aten.view %1243, %1244 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1245, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1559 = torch.constant.int 3
    %int0_1560 = torch.constant.int 0
    %int9223372036854775807_1561 = torch.constant.int 9223372036854775807
    %int2_1562 = torch.constant.int 2
    %1246 = torch.aten.slice.Tensor %1227, %int3_1559, %int0_1560, %int9223372036854775807_1561, %int2_1562 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1246, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1563 = torch.constant.int 3
    %int1_1564 = torch.constant.int 1
    %int9223372036854775807_1565 = torch.constant.int 9223372036854775807
    %int2_1566 = torch.constant.int 2
    %1247 = torch.aten.slice.Tensor %1227, %int3_1563, %int1_1564, %int9223372036854775807_1565, %int2_1566 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1247, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1567 = torch.constant.int -2
    %1248 = torch.aten.unsqueeze %17, %int-2_1567 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1568 = torch.constant.int -2
    %1249 = torch.aten.unsqueeze %19, %int-2_1568 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1250 = torch.aten.mul.Tensor %1246, %1248 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1250, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1251 = torch.aten.mul.Tensor %1247, %1249 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1251, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1569 = torch.constant.int 1
    %1252 = torch.aten.sub.Tensor %1250, %1251, %int1_1569 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1252, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1253 = torch.aten.mul.Tensor %1246, %1249 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1253, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1254 = torch.aten.mul.Tensor %1247, %1248 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1254, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1570 = torch.constant.int 1
    %1255 = torch.aten.add.Tensor %1253, %1254, %int1_1570 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1255, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1256 = torch.prim.ListConstruct %1252, %1255 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1571 = torch.constant.int -1
    %1257 = torch.aten.stack %1256, %int-1_1571 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1257, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1572 = torch.constant.int 1
    %int2_1573 = torch.constant.int 2
    %int16_1574 = torch.constant.int 16
    %1258 = torch.prim.ListConstruct %2, %int1_1572, %int2_1573, %int16_1574 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1259 = torch.aten.view %1257, %1258 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1259, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1575 = torch.constant.int 0
    %int14 = torch.constant.int 14
    %1260 = torch.aten.select.int %arg1, %int0_1575, %int14 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1260, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1261 = torch.prim.ListConstruct %1260, %1259 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1576 = torch.constant.int 1
    %1262 = torch.aten.cat %1261, %int1_1576 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1262, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1577 = torch.constant.int 0
    %int14_1578 = torch.constant.int 14
    %1263 = torch.aten.select.int %arg2, %int0_1577, %int14_1578 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1263, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1264 = torch.prim.ListConstruct %1263, %1231 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1579 = torch.constant.int 1
    %1265 = torch.aten.cat %1264, %int1_1579 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1265, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1580 = torch.constant.int 1
    %int2_1581 = torch.constant.int 2
    %1266 = torch.aten.transpose.int %1245, %int1_1580, %int2_1581 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1266, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1582 = torch.constant.int 1
    %int2_1583 = torch.constant.int 2
    %1267 = torch.aten.transpose.int %1262, %int1_1582, %int2_1583 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1267, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1584 = torch.constant.int 1
    %int2_1585 = torch.constant.int 2
    %1268 = torch.aten.transpose.int %1265, %int1_1584, %int2_1585 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1268, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1586 = torch.constant.none
    %float0.000000e00_1587 = torch.constant.float 0.000000e+00
    %false_1588 = torch.constant.bool false
    %none_1589 = torch.constant.none
    %true_1590 = torch.constant.bool true
    %1269 = torch.aten.scaled_dot_product_attention %1266, %1267, %1268, %none_1586, %float0.000000e00_1587, %false_1588, %none_1589, %true_1590 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1269, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1591 = torch.constant.int 1
    %int2_1592 = torch.constant.int 2
    %1270 = torch.aten.transpose.int %1269, %int1_1591, %int2_1592 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1270, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1593 = torch.constant.int 1
    %int64_1594 = torch.constant.int 64
    %1271 = torch.prim.ListConstruct %2, %int1_1593, %int64_1594 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1272 = torch.aten.view %1270, %1271 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1272, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.14.wo.weight = util.global.load @__auto.layers.14.wo.weight : tensor<64x64xf16>
    %1273 = torch_c.from_builtin_tensor %__auto.layers.14.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1595 = torch.constant.none
    %1274 = torch.aten.linear %1272, %1273, %none_1595 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1274, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1596 = torch.constant.int 1
    %1275 = torch.aten.add.Tensor %1209, %1274, %int1_1596 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1275, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1597 = torch.constant.none
    %none_1598 = torch.constant.none
    %int5_1599 = torch.constant.int 5
    %meta_1600 = torch.constant.device "meta"
    %int0_1601 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1275, %none_1597, %none_1598, %int5_1599, %meta_1600, %int0_1601 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1602 = torch.constant.int 6
    %1276 = torch.prims.convert_element_type %1275, %int6_1602 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1276, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1603 = torch.constant.int 2
    %1277 = torch.aten.pow.Tensor_Scalar %1276, %int2_1603 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1277, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1604 = torch.constant.int -1
    %1278 = torch.prim.ListConstruct %int-1_1604 : (!torch.int) -> !torch.list<int>
    %true_1605 = torch.constant.bool true
    %none_1606 = torch.constant.none
    %1279 = torch.aten.mean.dim %1277, %1278, %true_1605, %none_1606 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1279, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1607 = torch.constant.float 1.000000e-05
    %int1_1608 = torch.constant.int 1
    %1280 = torch.aten.add.Scalar %1279, %float1.000000e-05_1607, %int1_1608 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1280, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1281 = torch.aten.rsqrt %1280 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1281, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1282 = torch.aten.mul.Tensor %1276, %1281 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1282, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1609 = torch.constant.none
    %none_1610 = torch.constant.none
    %int6_1611 = torch.constant.int 6
    %meta_1612 = torch.constant.device "meta"
    %int0_1613 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1282, %none_1609, %none_1610, %int6_1611, %meta_1612, %int0_1613 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1614 = torch.constant.int 5
    %1283 = torch.prims.convert_element_type %1282, %int5_1614 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1283, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.14.ffn_norm.weight = util.global.load @__auto.layers.14.ffn_norm.weight : tensor<64xf16>
    %1284 = torch_c.from_builtin_tensor %__auto.layers.14.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1285 = torch.aten.mul.Tensor %1283, %1284 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1285, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.14.w1.weight = util.global.load @__auto.layers.14.w1.weight : tensor<128x64xf16>
    %1286 = torch_c.from_builtin_tensor %__auto.layers.14.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1615 = torch.constant.none
    %1287 = torch.aten.linear %1285, %1286, %none_1615 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1287, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1288 = torch.aten.silu %1287 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1288, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.14.w3.weight = util.global.load @__auto.layers.14.w3.weight : tensor<128x64xf16>
    %1289 = torch_c.from_builtin_tensor %__auto.layers.14.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1616 = torch.constant.none
    %1290 = torch.aten.linear %1285, %1289, %none_1616 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1290, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1291 = torch.aten.mul.Tensor %1288, %1290 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1291, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.14.w2.weight = util.global.load @__auto.layers.14.w2.weight : tensor<64x128xf16>
    %1292 = torch_c.from_builtin_tensor %__auto.layers.14.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1617 = torch.constant.none
    %1293 = torch.aten.linear %1291, %1292, %none_1617 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1293, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1618 = torch.constant.int 1
    %1294 = torch.aten.add.Tensor %1275, %1293, %int1_1618 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1294, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1619 = torch.constant.none
    %none_1620 = torch.constant.none
    %int5_1621 = torch.constant.int 5
    %meta_1622 = torch.constant.device "meta"
    %int0_1623 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1294, %none_1619, %none_1620, %int5_1621, %meta_1622, %int0_1623 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1624 = torch.constant.int 6
    %1295 = torch.prims.convert_element_type %1294, %int6_1624 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1295, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1625 = torch.constant.int 2
    %1296 = torch.aten.pow.Tensor_Scalar %1295, %int2_1625 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1296, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1626 = torch.constant.int -1
    %1297 = torch.prim.ListConstruct %int-1_1626 : (!torch.int) -> !torch.list<int>
    %true_1627 = torch.constant.bool true
    %none_1628 = torch.constant.none
    %1298 = torch.aten.mean.dim %1296, %1297, %true_1627, %none_1628 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1298, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1629 = torch.constant.float 1.000000e-05
    %int1_1630 = torch.constant.int 1
    %1299 = torch.aten.add.Scalar %1298, %float1.000000e-05_1629, %int1_1630 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1299, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1300 = torch.aten.rsqrt %1299 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1300, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1301 = torch.aten.mul.Tensor %1295, %1300 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1301, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1631 = torch.constant.none
    %none_1632 = torch.constant.none
    %int6_1633 = torch.constant.int 6
    %meta_1634 = torch.constant.device "meta"
    %int0_1635 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1301, %none_1631, %none_1632, %int6_1633, %meta_1634, %int0_1635 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1636 = torch.constant.int 5
    %1302 = torch.prims.convert_element_type %1301, %int5_1636 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1302, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.15.attn_norm.weight = util.global.load @__auto.layers.15.attn_norm.weight : tensor<64xf16>
    %1303 = torch_c.from_builtin_tensor %__auto.layers.15.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1304 = torch.aten.mul.Tensor %1302, %1303 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1304, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.15.wq.weight = util.global.load @__auto.layers.15.wq.weight : tensor<64x64xf16>
    %1305 = torch_c.from_builtin_tensor %__auto.layers.15.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1637 = torch.constant.none
    %1306 = torch.aten.linear %1304, %1305, %none_1637 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1306, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1638 = torch.constant.int 1
    %int4_1639 = torch.constant.int 4
    %int16_1640 = torch.constant.int 16
    %1307 = torch.prim.ListConstruct %2, %int1_1638, %int4_1639, %int16_1640 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1308 = torch.aten.view %1306, %1307 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1308, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.15.wk.weight = util.global.load @__auto.layers.15.wk.weight : tensor<32x64xf16>
    %1309 = torch_c.from_builtin_tensor %__auto.layers.15.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1641 = torch.constant.none
    %1310 = torch.aten.linear %1304, %1309, %none_1641 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1310, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1642 = torch.constant.int 1
    %int2_1643 = torch.constant.int 2
    %int16_1644 = torch.constant.int 16
    %1311 = torch.prim.ListConstruct %2, %int1_1642, %int2_1643, %int16_1644 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1312 = torch.aten.view %1310, %1311 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1312, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.15.wv.weight = util.global.load @__auto.layers.15.wv.weight : tensor<32x64xf16>
    %1313 = torch_c.from_builtin_tensor %__auto.layers.15.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1645 = torch.constant.none
    %1314 = torch.aten.linear %1304, %1313, %none_1645 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1314, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1646 = torch.constant.int 1
    %int2_1647 = torch.constant.int 2
    %int16_1648 = torch.constant.int 16
    %1315 = torch.prim.ListConstruct %2, %int1_1646, %int2_1647, %int16_1648 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1316 = torch.aten.view %1314, %1315 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1316, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1649 = torch.constant.int 3
    %int0_1650 = torch.constant.int 0
    %int9223372036854775807_1651 = torch.constant.int 9223372036854775807
    %int2_1652 = torch.constant.int 2
    %1317 = torch.aten.slice.Tensor %1308, %int3_1649, %int0_1650, %int9223372036854775807_1651, %int2_1652 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1317, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1653 = torch.constant.int 3
    %int1_1654 = torch.constant.int 1
    %int9223372036854775807_1655 = torch.constant.int 9223372036854775807
    %int2_1656 = torch.constant.int 2
    %1318 = torch.aten.slice.Tensor %1308, %int3_1653, %int1_1654, %int9223372036854775807_1655, %int2_1656 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1318, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1657 = torch.constant.int -2
    %1319 = torch.aten.unsqueeze %17, %int-2_1657 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1658 = torch.constant.int -2
    %1320 = torch.aten.unsqueeze %19, %int-2_1658 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1321 = torch.aten.mul.Tensor %1317, %1319 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1321, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1322 = torch.aten.mul.Tensor %1318, %1320 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1322, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1659 = torch.constant.int 1
    %1323 = torch.aten.sub.Tensor %1321, %1322, %int1_1659 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1323, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1324 = torch.aten.mul.Tensor %1317, %1320 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1324, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1325 = torch.aten.mul.Tensor %1318, %1319 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1325, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1660 = torch.constant.int 1
    %1326 = torch.aten.add.Tensor %1324, %1325, %int1_1660 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1326, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1327 = torch.prim.ListConstruct %1323, %1326 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1661 = torch.constant.int -1
    %1328 = torch.aten.stack %1327, %int-1_1661 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1328, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1662 = torch.constant.int 1
    %int4_1663 = torch.constant.int 4
    %int16_1664 = torch.constant.int 16
    %1329 = torch.prim.ListConstruct %2, %int1_1662, %int4_1663, %int16_1664 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1330 = torch.aten.view %1328, %1329 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1330, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1665 = torch.constant.int 3
    %int0_1666 = torch.constant.int 0
    %int9223372036854775807_1667 = torch.constant.int 9223372036854775807
    %int2_1668 = torch.constant.int 2
    %1331 = torch.aten.slice.Tensor %1312, %int3_1665, %int0_1666, %int9223372036854775807_1667, %int2_1668 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1331, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1669 = torch.constant.int 3
    %int1_1670 = torch.constant.int 1
    %int9223372036854775807_1671 = torch.constant.int 9223372036854775807
    %int2_1672 = torch.constant.int 2
    %1332 = torch.aten.slice.Tensor %1312, %int3_1669, %int1_1670, %int9223372036854775807_1671, %int2_1672 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1332, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1673 = torch.constant.int -2
    %1333 = torch.aten.unsqueeze %17, %int-2_1673 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1674 = torch.constant.int -2
    %1334 = torch.aten.unsqueeze %19, %int-2_1674 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1335 = torch.aten.mul.Tensor %1331, %1333 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1335, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1336 = torch.aten.mul.Tensor %1332, %1334 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1336, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1675 = torch.constant.int 1
    %1337 = torch.aten.sub.Tensor %1335, %1336, %int1_1675 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1337, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1338 = torch.aten.mul.Tensor %1331, %1334 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1338, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1339 = torch.aten.mul.Tensor %1332, %1333 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1339, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1676 = torch.constant.int 1
    %1340 = torch.aten.add.Tensor %1338, %1339, %int1_1676 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1340, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1341 = torch.prim.ListConstruct %1337, %1340 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1677 = torch.constant.int -1
    %1342 = torch.aten.stack %1341, %int-1_1677 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1342, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1678 = torch.constant.int 1
    %int2_1679 = torch.constant.int 2
    %int16_1680 = torch.constant.int 16
    %1343 = torch.prim.ListConstruct %2, %int1_1678, %int2_1679, %int16_1680 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1344 = torch.aten.view %1342, %1343 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1344, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1681 = torch.constant.int 0
    %int15 = torch.constant.int 15
    %1345 = torch.aten.select.int %arg1, %int0_1681, %int15 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1345, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1346 = torch.prim.ListConstruct %1345, %1344 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1682 = torch.constant.int 1
    %1347 = torch.aten.cat %1346, %int1_1682 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1347, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1683 = torch.constant.int 0
    %int15_1684 = torch.constant.int 15
    %1348 = torch.aten.select.int %arg2, %int0_1683, %int15_1684 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1348, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1349 = torch.prim.ListConstruct %1348, %1316 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1685 = torch.constant.int 1
    %1350 = torch.aten.cat %1349, %int1_1685 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1350, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1686 = torch.constant.int 1
    %int2_1687 = torch.constant.int 2
    %1351 = torch.aten.transpose.int %1330, %int1_1686, %int2_1687 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1351, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1688 = torch.constant.int 1
    %int2_1689 = torch.constant.int 2
    %1352 = torch.aten.transpose.int %1347, %int1_1688, %int2_1689 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1352, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1690 = torch.constant.int 1
    %int2_1691 = torch.constant.int 2
    %1353 = torch.aten.transpose.int %1350, %int1_1690, %int2_1691 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1353, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1692 = torch.constant.none
    %float0.000000e00_1693 = torch.constant.float 0.000000e+00
    %false_1694 = torch.constant.bool false
    %none_1695 = torch.constant.none
    %true_1696 = torch.constant.bool true
    %1354 = torch.aten.scaled_dot_product_attention %1351, %1352, %1353, %none_1692, %float0.000000e00_1693, %false_1694, %none_1695, %true_1696 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1354, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1697 = torch.constant.int 1
    %int2_1698 = torch.constant.int 2
    %1355 = torch.aten.transpose.int %1354, %int1_1697, %int2_1698 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1355, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1699 = torch.constant.int 1
    %int64_1700 = torch.constant.int 64
    %1356 = torch.prim.ListConstruct %2, %int1_1699, %int64_1700 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1357 = torch.aten.view %1355, %1356 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1357, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.15.wo.weight = util.global.load @__auto.layers.15.wo.weight : tensor<64x64xf16>
    %1358 = torch_c.from_builtin_tensor %__auto.layers.15.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1701 = torch.constant.none
    %1359 = torch.aten.linear %1357, %1358, %none_1701 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1359, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1702 = torch.constant.int 1
    %1360 = torch.aten.add.Tensor %1294, %1359, %int1_1702 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1360, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1703 = torch.constant.none
    %none_1704 = torch.constant.none
    %int5_1705 = torch.constant.int 5
    %meta_1706 = torch.constant.device "meta"
    %int0_1707 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1360, %none_1703, %none_1704, %int5_1705, %meta_1706, %int0_1707 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1708 = torch.constant.int 6
    %1361 = torch.prims.convert_element_type %1360, %int6_1708 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1361, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1709 = torch.constant.int 2
    %1362 = torch.aten.pow.Tensor_Scalar %1361, %int2_1709 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1362, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1710 = torch.constant.int -1
    %1363 = torch.prim.ListConstruct %int-1_1710 : (!torch.int) -> !torch.list<int>
    %true_1711 = torch.constant.bool true
    %none_1712 = torch.constant.none
    %1364 = torch.aten.mean.dim %1362, %1363, %true_1711, %none_1712 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1364, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1713 = torch.constant.float 1.000000e-05
    %int1_1714 = torch.constant.int 1
    %1365 = torch.aten.add.Scalar %1364, %float1.000000e-05_1713, %int1_1714 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1365, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1366 = torch.aten.rsqrt %1365 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1366, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1367 = torch.aten.mul.Tensor %1361, %1366 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1367, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1715 = torch.constant.none
    %none_1716 = torch.constant.none
    %int6_1717 = torch.constant.int 6
    %meta_1718 = torch.constant.device "meta"
    %int0_1719 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1367, %none_1715, %none_1716, %int6_1717, %meta_1718, %int0_1719 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1720 = torch.constant.int 5
    %1368 = torch.prims.convert_element_type %1367, %int5_1720 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1368, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.15.ffn_norm.weight = util.global.load @__auto.layers.15.ffn_norm.weight : tensor<64xf16>
    %1369 = torch_c.from_builtin_tensor %__auto.layers.15.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1370 = torch.aten.mul.Tensor %1368, %1369 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1370, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.15.w1.weight = util.global.load @__auto.layers.15.w1.weight : tensor<128x64xf16>
    %1371 = torch_c.from_builtin_tensor %__auto.layers.15.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1721 = torch.constant.none
    %1372 = torch.aten.linear %1370, %1371, %none_1721 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1372, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1373 = torch.aten.silu %1372 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1373, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.15.w3.weight = util.global.load @__auto.layers.15.w3.weight : tensor<128x64xf16>
    %1374 = torch_c.from_builtin_tensor %__auto.layers.15.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1722 = torch.constant.none
    %1375 = torch.aten.linear %1370, %1374, %none_1722 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1375, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1376 = torch.aten.mul.Tensor %1373, %1375 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1376, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.15.w2.weight = util.global.load @__auto.layers.15.w2.weight : tensor<64x128xf16>
    %1377 = torch_c.from_builtin_tensor %__auto.layers.15.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1723 = torch.constant.none
    %1378 = torch.aten.linear %1376, %1377, %none_1723 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1378, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1724 = torch.constant.int 1
    %1379 = torch.aten.add.Tensor %1360, %1378, %int1_1724 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1379, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1725 = torch.constant.none
    %none_1726 = torch.constant.none
    %int5_1727 = torch.constant.int 5
    %meta_1728 = torch.constant.device "meta"
    %int0_1729 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1379, %none_1725, %none_1726, %int5_1727, %meta_1728, %int0_1729 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1730 = torch.constant.int 6
    %1380 = torch.prims.convert_element_type %1379, %int6_1730 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1380, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1731 = torch.constant.int 2
    %1381 = torch.aten.pow.Tensor_Scalar %1380, %int2_1731 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1381, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1732 = torch.constant.int -1
    %1382 = torch.prim.ListConstruct %int-1_1732 : (!torch.int) -> !torch.list<int>
    %true_1733 = torch.constant.bool true
    %none_1734 = torch.constant.none
    %1383 = torch.aten.mean.dim %1381, %1382, %true_1733, %none_1734 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1383, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1735 = torch.constant.float 1.000000e-05
    %int1_1736 = torch.constant.int 1
    %1384 = torch.aten.add.Scalar %1383, %float1.000000e-05_1735, %int1_1736 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1384, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1385 = torch.aten.rsqrt %1384 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1385, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1386 = torch.aten.mul.Tensor %1380, %1385 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1386, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1737 = torch.constant.none
    %none_1738 = torch.constant.none
    %int6_1739 = torch.constant.int 6
    %meta_1740 = torch.constant.device "meta"
    %int0_1741 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1386, %none_1737, %none_1738, %int6_1739, %meta_1740, %int0_1741 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1742 = torch.constant.int 5
    %1387 = torch.prims.convert_element_type %1386, %int5_1742 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1387, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.16.attn_norm.weight = util.global.load @__auto.layers.16.attn_norm.weight : tensor<64xf16>
    %1388 = torch_c.from_builtin_tensor %__auto.layers.16.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1389 = torch.aten.mul.Tensor %1387, %1388 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1389, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.16.wq.weight = util.global.load @__auto.layers.16.wq.weight : tensor<64x64xf16>
    %1390 = torch_c.from_builtin_tensor %__auto.layers.16.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1743 = torch.constant.none
    %1391 = torch.aten.linear %1389, %1390, %none_1743 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1391, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1744 = torch.constant.int 1
    %int4_1745 = torch.constant.int 4
    %int16_1746 = torch.constant.int 16
    %1392 = torch.prim.ListConstruct %2, %int1_1744, %int4_1745, %int16_1746 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1393 = torch.aten.view %1391, %1392 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1393, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.16.wk.weight = util.global.load @__auto.layers.16.wk.weight : tensor<32x64xf16>
    %1394 = torch_c.from_builtin_tensor %__auto.layers.16.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1747 = torch.constant.none
    %1395 = torch.aten.linear %1389, %1394, %none_1747 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1395, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1748 = torch.constant.int 1
    %int2_1749 = torch.constant.int 2
    %int16_1750 = torch.constant.int 16
    %1396 = torch.prim.ListConstruct %2, %int1_1748, %int2_1749, %int16_1750 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1397 = torch.aten.view %1395, %1396 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1397, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.16.wv.weight = util.global.load @__auto.layers.16.wv.weight : tensor<32x64xf16>
    %1398 = torch_c.from_builtin_tensor %__auto.layers.16.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1751 = torch.constant.none
    %1399 = torch.aten.linear %1389, %1398, %none_1751 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1399, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1752 = torch.constant.int 1
    %int2_1753 = torch.constant.int 2
    %int16_1754 = torch.constant.int 16
    %1400 = torch.prim.ListConstruct %2, %int1_1752, %int2_1753, %int16_1754 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1401 = torch.aten.view %1399, %1400 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1401, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1755 = torch.constant.int 3
    %int0_1756 = torch.constant.int 0
    %int9223372036854775807_1757 = torch.constant.int 9223372036854775807
    %int2_1758 = torch.constant.int 2
    %1402 = torch.aten.slice.Tensor %1393, %int3_1755, %int0_1756, %int9223372036854775807_1757, %int2_1758 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1402, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1759 = torch.constant.int 3
    %int1_1760 = torch.constant.int 1
    %int9223372036854775807_1761 = torch.constant.int 9223372036854775807
    %int2_1762 = torch.constant.int 2
    %1403 = torch.aten.slice.Tensor %1393, %int3_1759, %int1_1760, %int9223372036854775807_1761, %int2_1762 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1403, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1763 = torch.constant.int -2
    %1404 = torch.aten.unsqueeze %17, %int-2_1763 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1764 = torch.constant.int -2
    %1405 = torch.aten.unsqueeze %19, %int-2_1764 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1406 = torch.aten.mul.Tensor %1402, %1404 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1406, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1407 = torch.aten.mul.Tensor %1403, %1405 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1407, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1765 = torch.constant.int 1
    %1408 = torch.aten.sub.Tensor %1406, %1407, %int1_1765 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1408, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1409 = torch.aten.mul.Tensor %1402, %1405 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1409, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1410 = torch.aten.mul.Tensor %1403, %1404 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1410, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1766 = torch.constant.int 1
    %1411 = torch.aten.add.Tensor %1409, %1410, %int1_1766 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1411, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1412 = torch.prim.ListConstruct %1408, %1411 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1767 = torch.constant.int -1
    %1413 = torch.aten.stack %1412, %int-1_1767 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1413, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1768 = torch.constant.int 1
    %int4_1769 = torch.constant.int 4
    %int16_1770 = torch.constant.int 16
    %1414 = torch.prim.ListConstruct %2, %int1_1768, %int4_1769, %int16_1770 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1415 = torch.aten.view %1413, %1414 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1415, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1771 = torch.constant.int 3
    %int0_1772 = torch.constant.int 0
    %int9223372036854775807_1773 = torch.constant.int 9223372036854775807
    %int2_1774 = torch.constant.int 2
    %1416 = torch.aten.slice.Tensor %1397, %int3_1771, %int0_1772, %int9223372036854775807_1773, %int2_1774 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1416, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1775 = torch.constant.int 3
    %int1_1776 = torch.constant.int 1
    %int9223372036854775807_1777 = torch.constant.int 9223372036854775807
    %int2_1778 = torch.constant.int 2
    %1417 = torch.aten.slice.Tensor %1397, %int3_1775, %int1_1776, %int9223372036854775807_1777, %int2_1778 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1417, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1779 = torch.constant.int -2
    %1418 = torch.aten.unsqueeze %17, %int-2_1779 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1780 = torch.constant.int -2
    %1419 = torch.aten.unsqueeze %19, %int-2_1780 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1420 = torch.aten.mul.Tensor %1416, %1418 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1420, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1421 = torch.aten.mul.Tensor %1417, %1419 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1421, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1781 = torch.constant.int 1
    %1422 = torch.aten.sub.Tensor %1420, %1421, %int1_1781 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1422, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1423 = torch.aten.mul.Tensor %1416, %1419 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1423, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1424 = torch.aten.mul.Tensor %1417, %1418 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1424, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1782 = torch.constant.int 1
    %1425 = torch.aten.add.Tensor %1423, %1424, %int1_1782 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1425, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1426 = torch.prim.ListConstruct %1422, %1425 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1783 = torch.constant.int -1
    %1427 = torch.aten.stack %1426, %int-1_1783 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1427, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1784 = torch.constant.int 1
    %int2_1785 = torch.constant.int 2
    %int16_1786 = torch.constant.int 16
    %1428 = torch.prim.ListConstruct %2, %int1_1784, %int2_1785, %int16_1786 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1429 = torch.aten.view %1427, %1428 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1429, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1787 = torch.constant.int 0
    %int16_1788 = torch.constant.int 16
    %1430 = torch.aten.select.int %arg1, %int0_1787, %int16_1788 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1430, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1431 = torch.prim.ListConstruct %1430, %1429 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1789 = torch.constant.int 1
    %1432 = torch.aten.cat %1431, %int1_1789 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1432, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1790 = torch.constant.int 0
    %int16_1791 = torch.constant.int 16
    %1433 = torch.aten.select.int %arg2, %int0_1790, %int16_1791 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1433, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1434 = torch.prim.ListConstruct %1433, %1401 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1792 = torch.constant.int 1
    %1435 = torch.aten.cat %1434, %int1_1792 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1435, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1793 = torch.constant.int 1
    %int2_1794 = torch.constant.int 2
    %1436 = torch.aten.transpose.int %1415, %int1_1793, %int2_1794 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1436, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1795 = torch.constant.int 1
    %int2_1796 = torch.constant.int 2
    %1437 = torch.aten.transpose.int %1432, %int1_1795, %int2_1796 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1437, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1797 = torch.constant.int 1
    %int2_1798 = torch.constant.int 2
    %1438 = torch.aten.transpose.int %1435, %int1_1797, %int2_1798 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1438, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1799 = torch.constant.none
    %float0.000000e00_1800 = torch.constant.float 0.000000e+00
    %false_1801 = torch.constant.bool false
    %none_1802 = torch.constant.none
    %true_1803 = torch.constant.bool true
    %1439 = torch.aten.scaled_dot_product_attention %1436, %1437, %1438, %none_1799, %float0.000000e00_1800, %false_1801, %none_1802, %true_1803 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1439, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1804 = torch.constant.int 1
    %int2_1805 = torch.constant.int 2
    %1440 = torch.aten.transpose.int %1439, %int1_1804, %int2_1805 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1440, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1806 = torch.constant.int 1
    %int64_1807 = torch.constant.int 64
    %1441 = torch.prim.ListConstruct %2, %int1_1806, %int64_1807 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1442 = torch.aten.view %1440, %1441 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1442, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.16.wo.weight = util.global.load @__auto.layers.16.wo.weight : tensor<64x64xf16>
    %1443 = torch_c.from_builtin_tensor %__auto.layers.16.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1808 = torch.constant.none
    %1444 = torch.aten.linear %1442, %1443, %none_1808 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1444, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1809 = torch.constant.int 1
    %1445 = torch.aten.add.Tensor %1379, %1444, %int1_1809 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1445, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1810 = torch.constant.none
    %none_1811 = torch.constant.none
    %int5_1812 = torch.constant.int 5
    %meta_1813 = torch.constant.device "meta"
    %int0_1814 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1445, %none_1810, %none_1811, %int5_1812, %meta_1813, %int0_1814 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1815 = torch.constant.int 6
    %1446 = torch.prims.convert_element_type %1445, %int6_1815 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1446, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1816 = torch.constant.int 2
    %1447 = torch.aten.pow.Tensor_Scalar %1446, %int2_1816 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1447, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1817 = torch.constant.int -1
    %1448 = torch.prim.ListConstruct %int-1_1817 : (!torch.int) -> !torch.list<int>
    %true_1818 = torch.constant.bool true
    %none_1819 = torch.constant.none
    %1449 = torch.aten.mean.dim %1447, %1448, %true_1818, %none_1819 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1449, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1820 = torch.constant.float 1.000000e-05
    %int1_1821 = torch.constant.int 1
    %1450 = torch.aten.add.Scalar %1449, %float1.000000e-05_1820, %int1_1821 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1450, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1451 = torch.aten.rsqrt %1450 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1451, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1452 = torch.aten.mul.Tensor %1446, %1451 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1452, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1822 = torch.constant.none
    %none_1823 = torch.constant.none
    %int6_1824 = torch.constant.int 6
    %meta_1825 = torch.constant.device "meta"
    %int0_1826 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1452, %none_1822, %none_1823, %int6_1824, %meta_1825, %int0_1826 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1827 = torch.constant.int 5
    %1453 = torch.prims.convert_element_type %1452, %int5_1827 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1453, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.16.ffn_norm.weight = util.global.load @__auto.layers.16.ffn_norm.weight : tensor<64xf16>
    %1454 = torch_c.from_builtin_tensor %__auto.layers.16.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1455 = torch.aten.mul.Tensor %1453, %1454 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1455, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.16.w1.weight = util.global.load @__auto.layers.16.w1.weight : tensor<128x64xf16>
    %1456 = torch_c.from_builtin_tensor %__auto.layers.16.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1828 = torch.constant.none
    %1457 = torch.aten.linear %1455, %1456, %none_1828 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1457, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1458 = torch.aten.silu %1457 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1458, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.16.w3.weight = util.global.load @__auto.layers.16.w3.weight : tensor<128x64xf16>
    %1459 = torch_c.from_builtin_tensor %__auto.layers.16.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1829 = torch.constant.none
    %1460 = torch.aten.linear %1455, %1459, %none_1829 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1460, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1461 = torch.aten.mul.Tensor %1458, %1460 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1461, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.16.w2.weight = util.global.load @__auto.layers.16.w2.weight : tensor<64x128xf16>
    %1462 = torch_c.from_builtin_tensor %__auto.layers.16.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1830 = torch.constant.none
    %1463 = torch.aten.linear %1461, %1462, %none_1830 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1463, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1831 = torch.constant.int 1
    %1464 = torch.aten.add.Tensor %1445, %1463, %int1_1831 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1464, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1832 = torch.constant.none
    %none_1833 = torch.constant.none
    %int5_1834 = torch.constant.int 5
    %meta_1835 = torch.constant.device "meta"
    %int0_1836 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1464, %none_1832, %none_1833, %int5_1834, %meta_1835, %int0_1836 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1837 = torch.constant.int 6
    %1465 = torch.prims.convert_element_type %1464, %int6_1837 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1465, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1838 = torch.constant.int 2
    %1466 = torch.aten.pow.Tensor_Scalar %1465, %int2_1838 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1466, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1839 = torch.constant.int -1
    %1467 = torch.prim.ListConstruct %int-1_1839 : (!torch.int) -> !torch.list<int>
    %true_1840 = torch.constant.bool true
    %none_1841 = torch.constant.none
    %1468 = torch.aten.mean.dim %1466, %1467, %true_1840, %none_1841 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1468, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1842 = torch.constant.float 1.000000e-05
    %int1_1843 = torch.constant.int 1
    %1469 = torch.aten.add.Scalar %1468, %float1.000000e-05_1842, %int1_1843 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1469, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1470 = torch.aten.rsqrt %1469 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1470, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1471 = torch.aten.mul.Tensor %1465, %1470 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1471, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1844 = torch.constant.none
    %none_1845 = torch.constant.none
    %int6_1846 = torch.constant.int 6
    %meta_1847 = torch.constant.device "meta"
    %int0_1848 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1471, %none_1844, %none_1845, %int6_1846, %meta_1847, %int0_1848 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1849 = torch.constant.int 5
    %1472 = torch.prims.convert_element_type %1471, %int5_1849 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1472, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.17.attn_norm.weight = util.global.load @__auto.layers.17.attn_norm.weight : tensor<64xf16>
    %1473 = torch_c.from_builtin_tensor %__auto.layers.17.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1474 = torch.aten.mul.Tensor %1472, %1473 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1474, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.17.wq.weight = util.global.load @__auto.layers.17.wq.weight : tensor<64x64xf16>
    %1475 = torch_c.from_builtin_tensor %__auto.layers.17.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1850 = torch.constant.none
    %1476 = torch.aten.linear %1474, %1475, %none_1850 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1476, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1851 = torch.constant.int 1
    %int4_1852 = torch.constant.int 4
    %int16_1853 = torch.constant.int 16
    %1477 = torch.prim.ListConstruct %2, %int1_1851, %int4_1852, %int16_1853 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1478 = torch.aten.view %1476, %1477 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1478, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.17.wk.weight = util.global.load @__auto.layers.17.wk.weight : tensor<32x64xf16>
    %1479 = torch_c.from_builtin_tensor %__auto.layers.17.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1854 = torch.constant.none
    %1480 = torch.aten.linear %1474, %1479, %none_1854 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1480, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1855 = torch.constant.int 1
    %int2_1856 = torch.constant.int 2
    %int16_1857 = torch.constant.int 16
    %1481 = torch.prim.ListConstruct %2, %int1_1855, %int2_1856, %int16_1857 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1482 = torch.aten.view %1480, %1481 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1482, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.17.wv.weight = util.global.load @__auto.layers.17.wv.weight : tensor<32x64xf16>
    %1483 = torch_c.from_builtin_tensor %__auto.layers.17.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1858 = torch.constant.none
    %1484 = torch.aten.linear %1474, %1483, %none_1858 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1484, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1859 = torch.constant.int 1
    %int2_1860 = torch.constant.int 2
    %int16_1861 = torch.constant.int 16
    %1485 = torch.prim.ListConstruct %2, %int1_1859, %int2_1860, %int16_1861 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1486 = torch.aten.view %1484, %1485 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1486, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1862 = torch.constant.int 3
    %int0_1863 = torch.constant.int 0
    %int9223372036854775807_1864 = torch.constant.int 9223372036854775807
    %int2_1865 = torch.constant.int 2
    %1487 = torch.aten.slice.Tensor %1478, %int3_1862, %int0_1863, %int9223372036854775807_1864, %int2_1865 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1487, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1866 = torch.constant.int 3
    %int1_1867 = torch.constant.int 1
    %int9223372036854775807_1868 = torch.constant.int 9223372036854775807
    %int2_1869 = torch.constant.int 2
    %1488 = torch.aten.slice.Tensor %1478, %int3_1866, %int1_1867, %int9223372036854775807_1868, %int2_1869 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1488, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1870 = torch.constant.int -2
    %1489 = torch.aten.unsqueeze %17, %int-2_1870 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1871 = torch.constant.int -2
    %1490 = torch.aten.unsqueeze %19, %int-2_1871 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1491 = torch.aten.mul.Tensor %1487, %1489 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1491, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1492 = torch.aten.mul.Tensor %1488, %1490 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1492, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1872 = torch.constant.int 1
    %1493 = torch.aten.sub.Tensor %1491, %1492, %int1_1872 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1493, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1494 = torch.aten.mul.Tensor %1487, %1490 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1494, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1495 = torch.aten.mul.Tensor %1488, %1489 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1495, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1873 = torch.constant.int 1
    %1496 = torch.aten.add.Tensor %1494, %1495, %int1_1873 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1496, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1497 = torch.prim.ListConstruct %1493, %1496 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1874 = torch.constant.int -1
    %1498 = torch.aten.stack %1497, %int-1_1874 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1498, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1875 = torch.constant.int 1
    %int4_1876 = torch.constant.int 4
    %int16_1877 = torch.constant.int 16
    %1499 = torch.prim.ListConstruct %2, %int1_1875, %int4_1876, %int16_1877 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1500 = torch.aten.view %1498, %1499 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1500, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1878 = torch.constant.int 3
    %int0_1879 = torch.constant.int 0
    %int9223372036854775807_1880 = torch.constant.int 9223372036854775807
    %int2_1881 = torch.constant.int 2
    %1501 = torch.aten.slice.Tensor %1482, %int3_1878, %int0_1879, %int9223372036854775807_1880, %int2_1881 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1501, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1882 = torch.constant.int 3
    %int1_1883 = torch.constant.int 1
    %int9223372036854775807_1884 = torch.constant.int 9223372036854775807
    %int2_1885 = torch.constant.int 2
    %1502 = torch.aten.slice.Tensor %1482, %int3_1882, %int1_1883, %int9223372036854775807_1884, %int2_1885 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1502, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1886 = torch.constant.int -2
    %1503 = torch.aten.unsqueeze %17, %int-2_1886 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1887 = torch.constant.int -2
    %1504 = torch.aten.unsqueeze %19, %int-2_1887 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1505 = torch.aten.mul.Tensor %1501, %1503 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1505, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1506 = torch.aten.mul.Tensor %1502, %1504 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1506, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1888 = torch.constant.int 1
    %1507 = torch.aten.sub.Tensor %1505, %1506, %int1_1888 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1507, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1508 = torch.aten.mul.Tensor %1501, %1504 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1508, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1509 = torch.aten.mul.Tensor %1502, %1503 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1509, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1889 = torch.constant.int 1
    %1510 = torch.aten.add.Tensor %1508, %1509, %int1_1889 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1510, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1511 = torch.prim.ListConstruct %1507, %1510 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1890 = torch.constant.int -1
    %1512 = torch.aten.stack %1511, %int-1_1890 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1512, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1891 = torch.constant.int 1
    %int2_1892 = torch.constant.int 2
    %int16_1893 = torch.constant.int 16
    %1513 = torch.prim.ListConstruct %2, %int1_1891, %int2_1892, %int16_1893 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1514 = torch.aten.view %1512, %1513 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1514, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_1894 = torch.constant.int 0
    %int17 = torch.constant.int 17
    %1515 = torch.aten.select.int %arg1, %int0_1894, %int17 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1515, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1516 = torch.prim.ListConstruct %1515, %1514 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1895 = torch.constant.int 1
    %1517 = torch.aten.cat %1516, %int1_1895 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1517, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_1896 = torch.constant.int 0
    %int17_1897 = torch.constant.int 17
    %1518 = torch.aten.select.int %arg2, %int0_1896, %int17_1897 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1518, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1519 = torch.prim.ListConstruct %1518, %1486 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_1898 = torch.constant.int 1
    %1520 = torch.aten.cat %1519, %int1_1898 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1520, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_1899 = torch.constant.int 1
    %int2_1900 = torch.constant.int 2
    %1521 = torch.aten.transpose.int %1500, %int1_1899, %int2_1900 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1521, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1901 = torch.constant.int 1
    %int2_1902 = torch.constant.int 2
    %1522 = torch.aten.transpose.int %1517, %int1_1901, %int2_1902 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1522, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_1903 = torch.constant.int 1
    %int2_1904 = torch.constant.int 2
    %1523 = torch.aten.transpose.int %1520, %int1_1903, %int2_1904 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1523, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_1905 = torch.constant.none
    %float0.000000e00_1906 = torch.constant.float 0.000000e+00
    %false_1907 = torch.constant.bool false
    %none_1908 = torch.constant.none
    %true_1909 = torch.constant.bool true
    %1524 = torch.aten.scaled_dot_product_attention %1521, %1522, %1523, %none_1905, %float0.000000e00_1906, %false_1907, %none_1908, %true_1909 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1524, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_1910 = torch.constant.int 1
    %int2_1911 = torch.constant.int 2
    %1525 = torch.aten.transpose.int %1524, %int1_1910, %int2_1911 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1525, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_1912 = torch.constant.int 1
    %int64_1913 = torch.constant.int 64
    %1526 = torch.prim.ListConstruct %2, %int1_1912, %int64_1913 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1527 = torch.aten.view %1525, %1526 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1527, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.17.wo.weight = util.global.load @__auto.layers.17.wo.weight : tensor<64x64xf16>
    %1528 = torch_c.from_builtin_tensor %__auto.layers.17.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1914 = torch.constant.none
    %1529 = torch.aten.linear %1527, %1528, %none_1914 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1529, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1915 = torch.constant.int 1
    %1530 = torch.aten.add.Tensor %1464, %1529, %int1_1915 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1530, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1916 = torch.constant.none
    %none_1917 = torch.constant.none
    %int5_1918 = torch.constant.int 5
    %meta_1919 = torch.constant.device "meta"
    %int0_1920 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1530, %none_1916, %none_1917, %int5_1918, %meta_1919, %int0_1920 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1921 = torch.constant.int 6
    %1531 = torch.prims.convert_element_type %1530, %int6_1921 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1531, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1922 = torch.constant.int 2
    %1532 = torch.aten.pow.Tensor_Scalar %1531, %int2_1922 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1532, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1923 = torch.constant.int -1
    %1533 = torch.prim.ListConstruct %int-1_1923 : (!torch.int) -> !torch.list<int>
    %true_1924 = torch.constant.bool true
    %none_1925 = torch.constant.none
    %1534 = torch.aten.mean.dim %1532, %1533, %true_1924, %none_1925 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1534, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1926 = torch.constant.float 1.000000e-05
    %int1_1927 = torch.constant.int 1
    %1535 = torch.aten.add.Scalar %1534, %float1.000000e-05_1926, %int1_1927 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1535, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1536 = torch.aten.rsqrt %1535 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1536, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1537 = torch.aten.mul.Tensor %1531, %1536 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1537, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1928 = torch.constant.none
    %none_1929 = torch.constant.none
    %int6_1930 = torch.constant.int 6
    %meta_1931 = torch.constant.device "meta"
    %int0_1932 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1537, %none_1928, %none_1929, %int6_1930, %meta_1931, %int0_1932 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1933 = torch.constant.int 5
    %1538 = torch.prims.convert_element_type %1537, %int5_1933 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1538, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.17.ffn_norm.weight = util.global.load @__auto.layers.17.ffn_norm.weight : tensor<64xf16>
    %1539 = torch_c.from_builtin_tensor %__auto.layers.17.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1540 = torch.aten.mul.Tensor %1538, %1539 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1540, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.17.w1.weight = util.global.load @__auto.layers.17.w1.weight : tensor<128x64xf16>
    %1541 = torch_c.from_builtin_tensor %__auto.layers.17.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1934 = torch.constant.none
    %1542 = torch.aten.linear %1540, %1541, %none_1934 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1542, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1543 = torch.aten.silu %1542 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1543, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.17.w3.weight = util.global.load @__auto.layers.17.w3.weight : tensor<128x64xf16>
    %1544 = torch_c.from_builtin_tensor %__auto.layers.17.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_1935 = torch.constant.none
    %1545 = torch.aten.linear %1540, %1544, %none_1935 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1545, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1546 = torch.aten.mul.Tensor %1543, %1545 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1546, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.17.w2.weight = util.global.load @__auto.layers.17.w2.weight : tensor<64x128xf16>
    %1547 = torch_c.from_builtin_tensor %__auto.layers.17.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_1936 = torch.constant.none
    %1548 = torch.aten.linear %1546, %1547, %none_1936 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1548, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1937 = torch.constant.int 1
    %1549 = torch.aten.add.Tensor %1530, %1548, %int1_1937 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1549, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_1938 = torch.constant.none
    %none_1939 = torch.constant.none
    %int5_1940 = torch.constant.int 5
    %meta_1941 = torch.constant.device "meta"
    %int0_1942 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1549, %none_1938, %none_1939, %int5_1940, %meta_1941, %int0_1942 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1943 = torch.constant.int 6
    %1550 = torch.prims.convert_element_type %1549, %int6_1943 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1550, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_1944 = torch.constant.int 2
    %1551 = torch.aten.pow.Tensor_Scalar %1550, %int2_1944 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1551, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_1945 = torch.constant.int -1
    %1552 = torch.prim.ListConstruct %int-1_1945 : (!torch.int) -> !torch.list<int>
    %true_1946 = torch.constant.bool true
    %none_1947 = torch.constant.none
    %1553 = torch.aten.mean.dim %1551, %1552, %true_1946, %none_1947 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1553, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_1948 = torch.constant.float 1.000000e-05
    %int1_1949 = torch.constant.int 1
    %1554 = torch.aten.add.Scalar %1553, %float1.000000e-05_1948, %int1_1949 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1554, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1555 = torch.aten.rsqrt %1554 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1555, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1556 = torch.aten.mul.Tensor %1550, %1555 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1556, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_1950 = torch.constant.none
    %none_1951 = torch.constant.none
    %int6_1952 = torch.constant.int 6
    %meta_1953 = torch.constant.device "meta"
    %int0_1954 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1556, %none_1950, %none_1951, %int6_1952, %meta_1953, %int0_1954 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1955 = torch.constant.int 5
    %1557 = torch.prims.convert_element_type %1556, %int5_1955 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1557, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.18.attn_norm.weight = util.global.load @__auto.layers.18.attn_norm.weight : tensor<64xf16>
    %1558 = torch_c.from_builtin_tensor %__auto.layers.18.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1559 = torch.aten.mul.Tensor %1557, %1558 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1559, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.18.wq.weight = util.global.load @__auto.layers.18.wq.weight : tensor<64x64xf16>
    %1560 = torch_c.from_builtin_tensor %__auto.layers.18.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_1956 = torch.constant.none
    %1561 = torch.aten.linear %1559, %1560, %none_1956 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1561, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_1957 = torch.constant.int 1
    %int4_1958 = torch.constant.int 4
    %int16_1959 = torch.constant.int 16
    %1562 = torch.prim.ListConstruct %2, %int1_1957, %int4_1958, %int16_1959 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1563 = torch.aten.view %1561, %1562 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1563, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.18.wk.weight = util.global.load @__auto.layers.18.wk.weight : tensor<32x64xf16>
    %1564 = torch_c.from_builtin_tensor %__auto.layers.18.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1960 = torch.constant.none
    %1565 = torch.aten.linear %1559, %1564, %none_1960 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1565, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1961 = torch.constant.int 1
    %int2_1962 = torch.constant.int 2
    %int16_1963 = torch.constant.int 16
    %1566 = torch.prim.ListConstruct %2, %int1_1961, %int2_1962, %int16_1963 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1567 = torch.aten.view %1565, %1566 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1567, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.18.wv.weight = util.global.load @__auto.layers.18.wv.weight : tensor<32x64xf16>
    %1568 = torch_c.from_builtin_tensor %__auto.layers.18.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_1964 = torch.constant.none
    %1569 = torch.aten.linear %1559, %1568, %none_1964 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1569, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_1965 = torch.constant.int 1
    %int2_1966 = torch.constant.int 2
    %int16_1967 = torch.constant.int 16
    %1570 = torch.prim.ListConstruct %2, %int1_1965, %int2_1966, %int16_1967 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1571 = torch.aten.view %1569, %1570 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1571, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_1968 = torch.constant.int 3
    %int0_1969 = torch.constant.int 0
    %int9223372036854775807_1970 = torch.constant.int 9223372036854775807
    %int2_1971 = torch.constant.int 2
    %1572 = torch.aten.slice.Tensor %1563, %int3_1968, %int0_1969, %int9223372036854775807_1970, %int2_1971 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1572, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_1972 = torch.constant.int 3
    %int1_1973 = torch.constant.int 1
    %int9223372036854775807_1974 = torch.constant.int 9223372036854775807
    %int2_1975 = torch.constant.int 2
    %1573 = torch.aten.slice.Tensor %1563, %int3_1972, %int1_1973, %int9223372036854775807_1974, %int2_1975 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1573, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_1976 = torch.constant.int -2
    %1574 = torch.aten.unsqueeze %17, %int-2_1976 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1977 = torch.constant.int -2
    %1575 = torch.aten.unsqueeze %19, %int-2_1977 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1576 = torch.aten.mul.Tensor %1572, %1574 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1576, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1577 = torch.aten.mul.Tensor %1573, %1575 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1577, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1978 = torch.constant.int 1
    %1578 = torch.aten.sub.Tensor %1576, %1577, %int1_1978 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1578, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1579 = torch.aten.mul.Tensor %1572, %1575 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1579, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1580 = torch.aten.mul.Tensor %1573, %1574 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1580, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_1979 = torch.constant.int 1
    %1581 = torch.aten.add.Tensor %1579, %1580, %int1_1979 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1581, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1582 = torch.prim.ListConstruct %1578, %1581 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_1980 = torch.constant.int -1
    %1583 = torch.aten.stack %1582, %int-1_1980 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1583, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_1981 = torch.constant.int 1
    %int4_1982 = torch.constant.int 4
    %int16_1983 = torch.constant.int 16
    %1584 = torch.prim.ListConstruct %2, %int1_1981, %int4_1982, %int16_1983 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1585 = torch.aten.view %1583, %1584 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1585, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_1984 = torch.constant.int 3
    %int0_1985 = torch.constant.int 0
    %int9223372036854775807_1986 = torch.constant.int 9223372036854775807
    %int2_1987 = torch.constant.int 2
    %1586 = torch.aten.slice.Tensor %1567, %int3_1984, %int0_1985, %int9223372036854775807_1986, %int2_1987 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1586, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_1988 = torch.constant.int 3
    %int1_1989 = torch.constant.int 1
    %int9223372036854775807_1990 = torch.constant.int 9223372036854775807
    %int2_1991 = torch.constant.int 2
    %1587 = torch.aten.slice.Tensor %1567, %int3_1988, %int1_1989, %int9223372036854775807_1990, %int2_1991 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1587, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_1992 = torch.constant.int -2
    %1588 = torch.aten.unsqueeze %17, %int-2_1992 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_1993 = torch.constant.int -2
    %1589 = torch.aten.unsqueeze %19, %int-2_1993 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1590 = torch.aten.mul.Tensor %1586, %1588 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1590, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1591 = torch.aten.mul.Tensor %1587, %1589 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1591, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1994 = torch.constant.int 1
    %1592 = torch.aten.sub.Tensor %1590, %1591, %int1_1994 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1592, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1593 = torch.aten.mul.Tensor %1586, %1589 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1593, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1594 = torch.aten.mul.Tensor %1587, %1588 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1594, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_1995 = torch.constant.int 1
    %1595 = torch.aten.add.Tensor %1593, %1594, %int1_1995 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1595, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1596 = torch.prim.ListConstruct %1592, %1595 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_1996 = torch.constant.int -1
    %1597 = torch.aten.stack %1596, %int-1_1996 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1597, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_1997 = torch.constant.int 1
    %int2_1998 = torch.constant.int 2
    %int16_1999 = torch.constant.int 16
    %1598 = torch.prim.ListConstruct %2, %int1_1997, %int2_1998, %int16_1999 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1599 = torch.aten.view %1597, %1598 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1599, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2000 = torch.constant.int 0
    %int18 = torch.constant.int 18
    %1600 = torch.aten.select.int %arg1, %int0_2000, %int18 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1600, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1601 = torch.prim.ListConstruct %1600, %1599 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2001 = torch.constant.int 1
    %1602 = torch.aten.cat %1601, %int1_2001 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1602, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2002 = torch.constant.int 0
    %int18_2003 = torch.constant.int 18
    %1603 = torch.aten.select.int %arg2, %int0_2002, %int18_2003 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1603, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1604 = torch.prim.ListConstruct %1603, %1571 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2004 = torch.constant.int 1
    %1605 = torch.aten.cat %1604, %int1_2004 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1605, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2005 = torch.constant.int 1
    %int2_2006 = torch.constant.int 2
    %1606 = torch.aten.transpose.int %1585, %int1_2005, %int2_2006 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1606, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2007 = torch.constant.int 1
    %int2_2008 = torch.constant.int 2
    %1607 = torch.aten.transpose.int %1602, %int1_2007, %int2_2008 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1607, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2009 = torch.constant.int 1
    %int2_2010 = torch.constant.int 2
    %1608 = torch.aten.transpose.int %1605, %int1_2009, %int2_2010 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1608, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2011 = torch.constant.none
    %float0.000000e00_2012 = torch.constant.float 0.000000e+00
    %false_2013 = torch.constant.bool false
    %none_2014 = torch.constant.none
    %true_2015 = torch.constant.bool true
    %1609 = torch.aten.scaled_dot_product_attention %1606, %1607, %1608, %none_2011, %float0.000000e00_2012, %false_2013, %none_2014, %true_2015 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1609, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2016 = torch.constant.int 1
    %int2_2017 = torch.constant.int 2
    %1610 = torch.aten.transpose.int %1609, %int1_2016, %int2_2017 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1610, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2018 = torch.constant.int 1
    %int64_2019 = torch.constant.int 64
    %1611 = torch.prim.ListConstruct %2, %int1_2018, %int64_2019 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1612 = torch.aten.view %1610, %1611 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1612, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.18.wo.weight = util.global.load @__auto.layers.18.wo.weight : tensor<64x64xf16>
    %1613 = torch_c.from_builtin_tensor %__auto.layers.18.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2020 = torch.constant.none
    %1614 = torch.aten.linear %1612, %1613, %none_2020 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1614, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2021 = torch.constant.int 1
    %1615 = torch.aten.add.Tensor %1549, %1614, %int1_2021 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1615, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2022 = torch.constant.none
    %none_2023 = torch.constant.none
    %int5_2024 = torch.constant.int 5
    %meta_2025 = torch.constant.device "meta"
    %int0_2026 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1615, %none_2022, %none_2023, %int5_2024, %meta_2025, %int0_2026 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2027 = torch.constant.int 6
    %1616 = torch.prims.convert_element_type %1615, %int6_2027 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1616, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2028 = torch.constant.int 2
    %1617 = torch.aten.pow.Tensor_Scalar %1616, %int2_2028 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1617, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2029 = torch.constant.int -1
    %1618 = torch.prim.ListConstruct %int-1_2029 : (!torch.int) -> !torch.list<int>
    %true_2030 = torch.constant.bool true
    %none_2031 = torch.constant.none
    %1619 = torch.aten.mean.dim %1617, %1618, %true_2030, %none_2031 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1619, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2032 = torch.constant.float 1.000000e-05
    %int1_2033 = torch.constant.int 1
    %1620 = torch.aten.add.Scalar %1619, %float1.000000e-05_2032, %int1_2033 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1620, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1621 = torch.aten.rsqrt %1620 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1621, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1622 = torch.aten.mul.Tensor %1616, %1621 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1622, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2034 = torch.constant.none
    %none_2035 = torch.constant.none
    %int6_2036 = torch.constant.int 6
    %meta_2037 = torch.constant.device "meta"
    %int0_2038 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1622, %none_2034, %none_2035, %int6_2036, %meta_2037, %int0_2038 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2039 = torch.constant.int 5
    %1623 = torch.prims.convert_element_type %1622, %int5_2039 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1623, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.18.ffn_norm.weight = util.global.load @__auto.layers.18.ffn_norm.weight : tensor<64xf16>
    %1624 = torch_c.from_builtin_tensor %__auto.layers.18.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1625 = torch.aten.mul.Tensor %1623, %1624 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1625, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.18.w1.weight = util.global.load @__auto.layers.18.w1.weight : tensor<128x64xf16>
    %1626 = torch_c.from_builtin_tensor %__auto.layers.18.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2040 = torch.constant.none
    %1627 = torch.aten.linear %1625, %1626, %none_2040 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1627, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1628 = torch.aten.silu %1627 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1628, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.18.w3.weight = util.global.load @__auto.layers.18.w3.weight : tensor<128x64xf16>
    %1629 = torch_c.from_builtin_tensor %__auto.layers.18.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2041 = torch.constant.none
    %1630 = torch.aten.linear %1625, %1629, %none_2041 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1630, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1631 = torch.aten.mul.Tensor %1628, %1630 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1631, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.18.w2.weight = util.global.load @__auto.layers.18.w2.weight : tensor<64x128xf16>
    %1632 = torch_c.from_builtin_tensor %__auto.layers.18.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2042 = torch.constant.none
    %1633 = torch.aten.linear %1631, %1632, %none_2042 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1633, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2043 = torch.constant.int 1
    %1634 = torch.aten.add.Tensor %1615, %1633, %int1_2043 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1634, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2044 = torch.constant.none
    %none_2045 = torch.constant.none
    %int5_2046 = torch.constant.int 5
    %meta_2047 = torch.constant.device "meta"
    %int0_2048 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1634, %none_2044, %none_2045, %int5_2046, %meta_2047, %int0_2048 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2049 = torch.constant.int 6
    %1635 = torch.prims.convert_element_type %1634, %int6_2049 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1635, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2050 = torch.constant.int 2
    %1636 = torch.aten.pow.Tensor_Scalar %1635, %int2_2050 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1636, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2051 = torch.constant.int -1
    %1637 = torch.prim.ListConstruct %int-1_2051 : (!torch.int) -> !torch.list<int>
    %true_2052 = torch.constant.bool true
    %none_2053 = torch.constant.none
    %1638 = torch.aten.mean.dim %1636, %1637, %true_2052, %none_2053 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1638, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2054 = torch.constant.float 1.000000e-05
    %int1_2055 = torch.constant.int 1
    %1639 = torch.aten.add.Scalar %1638, %float1.000000e-05_2054, %int1_2055 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1639, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1640 = torch.aten.rsqrt %1639 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1640, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1641 = torch.aten.mul.Tensor %1635, %1640 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1641, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2056 = torch.constant.none
    %none_2057 = torch.constant.none
    %int6_2058 = torch.constant.int 6
    %meta_2059 = torch.constant.device "meta"
    %int0_2060 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1641, %none_2056, %none_2057, %int6_2058, %meta_2059, %int0_2060 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2061 = torch.constant.int 5
    %1642 = torch.prims.convert_element_type %1641, %int5_2061 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1642, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.19.attn_norm.weight = util.global.load @__auto.layers.19.attn_norm.weight : tensor<64xf16>
    %1643 = torch_c.from_builtin_tensor %__auto.layers.19.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1644 = torch.aten.mul.Tensor %1642, %1643 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1644, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.19.wq.weight = util.global.load @__auto.layers.19.wq.weight : tensor<64x64xf16>
    %1645 = torch_c.from_builtin_tensor %__auto.layers.19.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2062 = torch.constant.none
    %1646 = torch.aten.linear %1644, %1645, %none_2062 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1646, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2063 = torch.constant.int 1
    %int4_2064 = torch.constant.int 4
    %int16_2065 = torch.constant.int 16
    %1647 = torch.prim.ListConstruct %2, %int1_2063, %int4_2064, %int16_2065 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1648 = torch.aten.view %1646, %1647 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1648, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.19.wk.weight = util.global.load @__auto.layers.19.wk.weight : tensor<32x64xf16>
    %1649 = torch_c.from_builtin_tensor %__auto.layers.19.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2066 = torch.constant.none
    %1650 = torch.aten.linear %1644, %1649, %none_2066 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1650, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2067 = torch.constant.int 1
    %int2_2068 = torch.constant.int 2
    %int16_2069 = torch.constant.int 16
    %1651 = torch.prim.ListConstruct %2, %int1_2067, %int2_2068, %int16_2069 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1652 = torch.aten.view %1650, %1651 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1652, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.19.wv.weight = util.global.load @__auto.layers.19.wv.weight : tensor<32x64xf16>
    %1653 = torch_c.from_builtin_tensor %__auto.layers.19.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2070 = torch.constant.none
    %1654 = torch.aten.linear %1644, %1653, %none_2070 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1654, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2071 = torch.constant.int 1
    %int2_2072 = torch.constant.int 2
    %int16_2073 = torch.constant.int 16
    %1655 = torch.prim.ListConstruct %2, %int1_2071, %int2_2072, %int16_2073 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1656 = torch.aten.view %1654, %1655 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1656, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2074 = torch.constant.int 3
    %int0_2075 = torch.constant.int 0
    %int9223372036854775807_2076 = torch.constant.int 9223372036854775807
    %int2_2077 = torch.constant.int 2
    %1657 = torch.aten.slice.Tensor %1648, %int3_2074, %int0_2075, %int9223372036854775807_2076, %int2_2077 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1657, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2078 = torch.constant.int 3
    %int1_2079 = torch.constant.int 1
    %int9223372036854775807_2080 = torch.constant.int 9223372036854775807
    %int2_2081 = torch.constant.int 2
    %1658 = torch.aten.slice.Tensor %1648, %int3_2078, %int1_2079, %int9223372036854775807_2080, %int2_2081 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1658, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2082 = torch.constant.int -2
    %1659 = torch.aten.unsqueeze %17, %int-2_2082 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2083 = torch.constant.int -2
    %1660 = torch.aten.unsqueeze %19, %int-2_2083 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1661 = torch.aten.mul.Tensor %1657, %1659 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1661, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1662 = torch.aten.mul.Tensor %1658, %1660 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1662, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2084 = torch.constant.int 1
    %1663 = torch.aten.sub.Tensor %1661, %1662, %int1_2084 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1663, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1664 = torch.aten.mul.Tensor %1657, %1660 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1664, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1665 = torch.aten.mul.Tensor %1658, %1659 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1665, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2085 = torch.constant.int 1
    %1666 = torch.aten.add.Tensor %1664, %1665, %int1_2085 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1666, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1667 = torch.prim.ListConstruct %1663, %1666 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2086 = torch.constant.int -1
    %1668 = torch.aten.stack %1667, %int-1_2086 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1668, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2087 = torch.constant.int 1
    %int4_2088 = torch.constant.int 4
    %int16_2089 = torch.constant.int 16
    %1669 = torch.prim.ListConstruct %2, %int1_2087, %int4_2088, %int16_2089 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1670 = torch.aten.view %1668, %1669 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1670, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2090 = torch.constant.int 3
    %int0_2091 = torch.constant.int 0
    %int9223372036854775807_2092 = torch.constant.int 9223372036854775807
    %int2_2093 = torch.constant.int 2
    %1671 = torch.aten.slice.Tensor %1652, %int3_2090, %int0_2091, %int9223372036854775807_2092, %int2_2093 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1671, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2094 = torch.constant.int 3
    %int1_2095 = torch.constant.int 1
    %int9223372036854775807_2096 = torch.constant.int 9223372036854775807
    %int2_2097 = torch.constant.int 2
    %1672 = torch.aten.slice.Tensor %1652, %int3_2094, %int1_2095, %int9223372036854775807_2096, %int2_2097 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1672, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2098 = torch.constant.int -2
    %1673 = torch.aten.unsqueeze %17, %int-2_2098 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2099 = torch.constant.int -2
    %1674 = torch.aten.unsqueeze %19, %int-2_2099 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1675 = torch.aten.mul.Tensor %1671, %1673 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1675, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1676 = torch.aten.mul.Tensor %1672, %1674 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1676, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2100 = torch.constant.int 1
    %1677 = torch.aten.sub.Tensor %1675, %1676, %int1_2100 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1677, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1678 = torch.aten.mul.Tensor %1671, %1674 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1678, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1679 = torch.aten.mul.Tensor %1672, %1673 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1679, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2101 = torch.constant.int 1
    %1680 = torch.aten.add.Tensor %1678, %1679, %int1_2101 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1680, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1681 = torch.prim.ListConstruct %1677, %1680 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2102 = torch.constant.int -1
    %1682 = torch.aten.stack %1681, %int-1_2102 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1682, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2103 = torch.constant.int 1
    %int2_2104 = torch.constant.int 2
    %int16_2105 = torch.constant.int 16
    %1683 = torch.prim.ListConstruct %2, %int1_2103, %int2_2104, %int16_2105 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1684 = torch.aten.view %1682, %1683 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1684, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2106 = torch.constant.int 0
    %int19 = torch.constant.int 19
    %1685 = torch.aten.select.int %arg1, %int0_2106, %int19 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1685, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1686 = torch.prim.ListConstruct %1685, %1684 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2107 = torch.constant.int 1
    %1687 = torch.aten.cat %1686, %int1_2107 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1687, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2108 = torch.constant.int 0
    %int19_2109 = torch.constant.int 19
    %1688 = torch.aten.select.int %arg2, %int0_2108, %int19_2109 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1688, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1689 = torch.prim.ListConstruct %1688, %1656 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2110 = torch.constant.int 1
    %1690 = torch.aten.cat %1689, %int1_2110 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1690, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2111 = torch.constant.int 1
    %int2_2112 = torch.constant.int 2
    %1691 = torch.aten.transpose.int %1670, %int1_2111, %int2_2112 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1691, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2113 = torch.constant.int 1
    %int2_2114 = torch.constant.int 2
    %1692 = torch.aten.transpose.int %1687, %int1_2113, %int2_2114 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1692, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2115 = torch.constant.int 1
    %int2_2116 = torch.constant.int 2
    %1693 = torch.aten.transpose.int %1690, %int1_2115, %int2_2116 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1693, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2117 = torch.constant.none
    %float0.000000e00_2118 = torch.constant.float 0.000000e+00
    %false_2119 = torch.constant.bool false
    %none_2120 = torch.constant.none
    %true_2121 = torch.constant.bool true
    %1694 = torch.aten.scaled_dot_product_attention %1691, %1692, %1693, %none_2117, %float0.000000e00_2118, %false_2119, %none_2120, %true_2121 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1694, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2122 = torch.constant.int 1
    %int2_2123 = torch.constant.int 2
    %1695 = torch.aten.transpose.int %1694, %int1_2122, %int2_2123 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1695, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2124 = torch.constant.int 1
    %int64_2125 = torch.constant.int 64
    %1696 = torch.prim.ListConstruct %2, %int1_2124, %int64_2125 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1697 = torch.aten.view %1695, %1696 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1697, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.19.wo.weight = util.global.load @__auto.layers.19.wo.weight : tensor<64x64xf16>
    %1698 = torch_c.from_builtin_tensor %__auto.layers.19.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2126 = torch.constant.none
    %1699 = torch.aten.linear %1697, %1698, %none_2126 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1699, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2127 = torch.constant.int 1
    %1700 = torch.aten.add.Tensor %1634, %1699, %int1_2127 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1700, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2128 = torch.constant.none
    %none_2129 = torch.constant.none
    %int5_2130 = torch.constant.int 5
    %meta_2131 = torch.constant.device "meta"
    %int0_2132 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1700, %none_2128, %none_2129, %int5_2130, %meta_2131, %int0_2132 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2133 = torch.constant.int 6
    %1701 = torch.prims.convert_element_type %1700, %int6_2133 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1701, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2134 = torch.constant.int 2
    %1702 = torch.aten.pow.Tensor_Scalar %1701, %int2_2134 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1702, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2135 = torch.constant.int -1
    %1703 = torch.prim.ListConstruct %int-1_2135 : (!torch.int) -> !torch.list<int>
    %true_2136 = torch.constant.bool true
    %none_2137 = torch.constant.none
    %1704 = torch.aten.mean.dim %1702, %1703, %true_2136, %none_2137 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1704, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2138 = torch.constant.float 1.000000e-05
    %int1_2139 = torch.constant.int 1
    %1705 = torch.aten.add.Scalar %1704, %float1.000000e-05_2138, %int1_2139 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1705, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1706 = torch.aten.rsqrt %1705 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1706, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1707 = torch.aten.mul.Tensor %1701, %1706 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1707, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2140 = torch.constant.none
    %none_2141 = torch.constant.none
    %int6_2142 = torch.constant.int 6
    %meta_2143 = torch.constant.device "meta"
    %int0_2144 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1707, %none_2140, %none_2141, %int6_2142, %meta_2143, %int0_2144 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2145 = torch.constant.int 5
    %1708 = torch.prims.convert_element_type %1707, %int5_2145 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1708, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.19.ffn_norm.weight = util.global.load @__auto.layers.19.ffn_norm.weight : tensor<64xf16>
    %1709 = torch_c.from_builtin_tensor %__auto.layers.19.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1710 = torch.aten.mul.Tensor %1708, %1709 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1710, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.19.w1.weight = util.global.load @__auto.layers.19.w1.weight : tensor<128x64xf16>
    %1711 = torch_c.from_builtin_tensor %__auto.layers.19.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2146 = torch.constant.none
    %1712 = torch.aten.linear %1710, %1711, %none_2146 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1712, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1713 = torch.aten.silu %1712 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1713, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.19.w3.weight = util.global.load @__auto.layers.19.w3.weight : tensor<128x64xf16>
    %1714 = torch_c.from_builtin_tensor %__auto.layers.19.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2147 = torch.constant.none
    %1715 = torch.aten.linear %1710, %1714, %none_2147 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1715, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1716 = torch.aten.mul.Tensor %1713, %1715 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1716, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.19.w2.weight = util.global.load @__auto.layers.19.w2.weight : tensor<64x128xf16>
    %1717 = torch_c.from_builtin_tensor %__auto.layers.19.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2148 = torch.constant.none
    %1718 = torch.aten.linear %1716, %1717, %none_2148 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1718, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2149 = torch.constant.int 1
    %1719 = torch.aten.add.Tensor %1700, %1718, %int1_2149 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1719, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2150 = torch.constant.none
    %none_2151 = torch.constant.none
    %int5_2152 = torch.constant.int 5
    %meta_2153 = torch.constant.device "meta"
    %int0_2154 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1719, %none_2150, %none_2151, %int5_2152, %meta_2153, %int0_2154 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2155 = torch.constant.int 6
    %1720 = torch.prims.convert_element_type %1719, %int6_2155 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1720, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2156 = torch.constant.int 2
    %1721 = torch.aten.pow.Tensor_Scalar %1720, %int2_2156 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1721, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2157 = torch.constant.int -1
    %1722 = torch.prim.ListConstruct %int-1_2157 : (!torch.int) -> !torch.list<int>
    %true_2158 = torch.constant.bool true
    %none_2159 = torch.constant.none
    %1723 = torch.aten.mean.dim %1721, %1722, %true_2158, %none_2159 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1723, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2160 = torch.constant.float 1.000000e-05
    %int1_2161 = torch.constant.int 1
    %1724 = torch.aten.add.Scalar %1723, %float1.000000e-05_2160, %int1_2161 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1724, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1725 = torch.aten.rsqrt %1724 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1725, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1726 = torch.aten.mul.Tensor %1720, %1725 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1726, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2162 = torch.constant.none
    %none_2163 = torch.constant.none
    %int6_2164 = torch.constant.int 6
    %meta_2165 = torch.constant.device "meta"
    %int0_2166 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1726, %none_2162, %none_2163, %int6_2164, %meta_2165, %int0_2166 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2167 = torch.constant.int 5
    %1727 = torch.prims.convert_element_type %1726, %int5_2167 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1727, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.20.attn_norm.weight = util.global.load @__auto.layers.20.attn_norm.weight : tensor<64xf16>
    %1728 = torch_c.from_builtin_tensor %__auto.layers.20.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1729 = torch.aten.mul.Tensor %1727, %1728 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1729, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.20.wq.weight = util.global.load @__auto.layers.20.wq.weight : tensor<64x64xf16>
    %1730 = torch_c.from_builtin_tensor %__auto.layers.20.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2168 = torch.constant.none
    %1731 = torch.aten.linear %1729, %1730, %none_2168 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1731, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2169 = torch.constant.int 1
    %int4_2170 = torch.constant.int 4
    %int16_2171 = torch.constant.int 16
    %1732 = torch.prim.ListConstruct %2, %int1_2169, %int4_2170, %int16_2171 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1733 = torch.aten.view %1731, %1732 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1733, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.20.wk.weight = util.global.load @__auto.layers.20.wk.weight : tensor<32x64xf16>
    %1734 = torch_c.from_builtin_tensor %__auto.layers.20.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2172 = torch.constant.none
    %1735 = torch.aten.linear %1729, %1734, %none_2172 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1735, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2173 = torch.constant.int 1
    %int2_2174 = torch.constant.int 2
    %int16_2175 = torch.constant.int 16
    %1736 = torch.prim.ListConstruct %2, %int1_2173, %int2_2174, %int16_2175 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1737 = torch.aten.view %1735, %1736 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1737, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.20.wv.weight = util.global.load @__auto.layers.20.wv.weight : tensor<32x64xf16>
    %1738 = torch_c.from_builtin_tensor %__auto.layers.20.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2176 = torch.constant.none
    %1739 = torch.aten.linear %1729, %1738, %none_2176 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1739, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2177 = torch.constant.int 1
    %int2_2178 = torch.constant.int 2
    %int16_2179 = torch.constant.int 16
    %1740 = torch.prim.ListConstruct %2, %int1_2177, %int2_2178, %int16_2179 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1741 = torch.aten.view %1739, %1740 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1741, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2180 = torch.constant.int 3
    %int0_2181 = torch.constant.int 0
    %int9223372036854775807_2182 = torch.constant.int 9223372036854775807
    %int2_2183 = torch.constant.int 2
    %1742 = torch.aten.slice.Tensor %1733, %int3_2180, %int0_2181, %int9223372036854775807_2182, %int2_2183 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1742, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2184 = torch.constant.int 3
    %int1_2185 = torch.constant.int 1
    %int9223372036854775807_2186 = torch.constant.int 9223372036854775807
    %int2_2187 = torch.constant.int 2
    %1743 = torch.aten.slice.Tensor %1733, %int3_2184, %int1_2185, %int9223372036854775807_2186, %int2_2187 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1743, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2188 = torch.constant.int -2
    %1744 = torch.aten.unsqueeze %17, %int-2_2188 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2189 = torch.constant.int -2
    %1745 = torch.aten.unsqueeze %19, %int-2_2189 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1746 = torch.aten.mul.Tensor %1742, %1744 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1746, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1747 = torch.aten.mul.Tensor %1743, %1745 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1747, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2190 = torch.constant.int 1
    %1748 = torch.aten.sub.Tensor %1746, %1747, %int1_2190 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1748, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1749 = torch.aten.mul.Tensor %1742, %1745 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1749, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1750 = torch.aten.mul.Tensor %1743, %1744 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1750, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2191 = torch.constant.int 1
    %1751 = torch.aten.add.Tensor %1749, %1750, %int1_2191 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1751, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1752 = torch.prim.ListConstruct %1748, %1751 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2192 = torch.constant.int -1
    %1753 = torch.aten.stack %1752, %int-1_2192 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1753, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2193 = torch.constant.int 1
    %int4_2194 = torch.constant.int 4
    %int16_2195 = torch.constant.int 16
    %1754 = torch.prim.ListConstruct %2, %int1_2193, %int4_2194, %int16_2195 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1755 = torch.aten.view %1753, %1754 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1755, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2196 = torch.constant.int 3
    %int0_2197 = torch.constant.int 0
    %int9223372036854775807_2198 = torch.constant.int 9223372036854775807
    %int2_2199 = torch.constant.int 2
    %1756 = torch.aten.slice.Tensor %1737, %int3_2196, %int0_2197, %int9223372036854775807_2198, %int2_2199 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1756, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2200 = torch.constant.int 3
    %int1_2201 = torch.constant.int 1
    %int9223372036854775807_2202 = torch.constant.int 9223372036854775807
    %int2_2203 = torch.constant.int 2
    %1757 = torch.aten.slice.Tensor %1737, %int3_2200, %int1_2201, %int9223372036854775807_2202, %int2_2203 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1757, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2204 = torch.constant.int -2
    %1758 = torch.aten.unsqueeze %17, %int-2_2204 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2205 = torch.constant.int -2
    %1759 = torch.aten.unsqueeze %19, %int-2_2205 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1760 = torch.aten.mul.Tensor %1756, %1758 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1760, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1761 = torch.aten.mul.Tensor %1757, %1759 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1761, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2206 = torch.constant.int 1
    %1762 = torch.aten.sub.Tensor %1760, %1761, %int1_2206 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1762, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1763 = torch.aten.mul.Tensor %1756, %1759 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1763, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1764 = torch.aten.mul.Tensor %1757, %1758 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1764, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2207 = torch.constant.int 1
    %1765 = torch.aten.add.Tensor %1763, %1764, %int1_2207 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1765, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1766 = torch.prim.ListConstruct %1762, %1765 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2208 = torch.constant.int -1
    %1767 = torch.aten.stack %1766, %int-1_2208 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1767, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2209 = torch.constant.int 1
    %int2_2210 = torch.constant.int 2
    %int16_2211 = torch.constant.int 16
    %1768 = torch.prim.ListConstruct %2, %int1_2209, %int2_2210, %int16_2211 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1769 = torch.aten.view %1767, %1768 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1769, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2212 = torch.constant.int 0
    %int20 = torch.constant.int 20
    %1770 = torch.aten.select.int %arg1, %int0_2212, %int20 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1770, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1771 = torch.prim.ListConstruct %1770, %1769 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2213 = torch.constant.int 1
    %1772 = torch.aten.cat %1771, %int1_2213 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1772, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2214 = torch.constant.int 0
    %int20_2215 = torch.constant.int 20
    %1773 = torch.aten.select.int %arg2, %int0_2214, %int20_2215 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1773, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1774 = torch.prim.ListConstruct %1773, %1741 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2216 = torch.constant.int 1
    %1775 = torch.aten.cat %1774, %int1_2216 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1775, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2217 = torch.constant.int 1
    %int2_2218 = torch.constant.int 2
    %1776 = torch.aten.transpose.int %1755, %int1_2217, %int2_2218 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1776, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2219 = torch.constant.int 1
    %int2_2220 = torch.constant.int 2
    %1777 = torch.aten.transpose.int %1772, %int1_2219, %int2_2220 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1777, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2221 = torch.constant.int 1
    %int2_2222 = torch.constant.int 2
    %1778 = torch.aten.transpose.int %1775, %int1_2221, %int2_2222 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1778, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2223 = torch.constant.none
    %float0.000000e00_2224 = torch.constant.float 0.000000e+00
    %false_2225 = torch.constant.bool false
    %none_2226 = torch.constant.none
    %true_2227 = torch.constant.bool true
    %1779 = torch.aten.scaled_dot_product_attention %1776, %1777, %1778, %none_2223, %float0.000000e00_2224, %false_2225, %none_2226, %true_2227 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1779, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2228 = torch.constant.int 1
    %int2_2229 = torch.constant.int 2
    %1780 = torch.aten.transpose.int %1779, %int1_2228, %int2_2229 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1780, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2230 = torch.constant.int 1
    %int64_2231 = torch.constant.int 64
    %1781 = torch.prim.ListConstruct %2, %int1_2230, %int64_2231 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1782 = torch.aten.view %1780, %1781 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1782, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.20.wo.weight = util.global.load @__auto.layers.20.wo.weight : tensor<64x64xf16>
    %1783 = torch_c.from_builtin_tensor %__auto.layers.20.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2232 = torch.constant.none
    %1784 = torch.aten.linear %1782, %1783, %none_2232 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1784, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2233 = torch.constant.int 1
    %1785 = torch.aten.add.Tensor %1719, %1784, %int1_2233 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1785, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2234 = torch.constant.none
    %none_2235 = torch.constant.none
    %int5_2236 = torch.constant.int 5
    %meta_2237 = torch.constant.device "meta"
    %int0_2238 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1785, %none_2234, %none_2235, %int5_2236, %meta_2237, %int0_2238 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2239 = torch.constant.int 6
    %1786 = torch.prims.convert_element_type %1785, %int6_2239 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1786, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2240 = torch.constant.int 2
    %1787 = torch.aten.pow.Tensor_Scalar %1786, %int2_2240 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1787, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2241 = torch.constant.int -1
    %1788 = torch.prim.ListConstruct %int-1_2241 : (!torch.int) -> !torch.list<int>
    %true_2242 = torch.constant.bool true
    %none_2243 = torch.constant.none
    %1789 = torch.aten.mean.dim %1787, %1788, %true_2242, %none_2243 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1789, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2244 = torch.constant.float 1.000000e-05
    %int1_2245 = torch.constant.int 1
    %1790 = torch.aten.add.Scalar %1789, %float1.000000e-05_2244, %int1_2245 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1790, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1791 = torch.aten.rsqrt %1790 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1791, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1792 = torch.aten.mul.Tensor %1786, %1791 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1792, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2246 = torch.constant.none
    %none_2247 = torch.constant.none
    %int6_2248 = torch.constant.int 6
    %meta_2249 = torch.constant.device "meta"
    %int0_2250 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1792, %none_2246, %none_2247, %int6_2248, %meta_2249, %int0_2250 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2251 = torch.constant.int 5
    %1793 = torch.prims.convert_element_type %1792, %int5_2251 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1793, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.20.ffn_norm.weight = util.global.load @__auto.layers.20.ffn_norm.weight : tensor<64xf16>
    %1794 = torch_c.from_builtin_tensor %__auto.layers.20.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1795 = torch.aten.mul.Tensor %1793, %1794 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1795, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.20.w1.weight = util.global.load @__auto.layers.20.w1.weight : tensor<128x64xf16>
    %1796 = torch_c.from_builtin_tensor %__auto.layers.20.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2252 = torch.constant.none
    %1797 = torch.aten.linear %1795, %1796, %none_2252 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1797, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1798 = torch.aten.silu %1797 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1798, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.20.w3.weight = util.global.load @__auto.layers.20.w3.weight : tensor<128x64xf16>
    %1799 = torch_c.from_builtin_tensor %__auto.layers.20.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2253 = torch.constant.none
    %1800 = torch.aten.linear %1795, %1799, %none_2253 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1800, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1801 = torch.aten.mul.Tensor %1798, %1800 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1801, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.20.w2.weight = util.global.load @__auto.layers.20.w2.weight : tensor<64x128xf16>
    %1802 = torch_c.from_builtin_tensor %__auto.layers.20.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2254 = torch.constant.none
    %1803 = torch.aten.linear %1801, %1802, %none_2254 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1803, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2255 = torch.constant.int 1
    %1804 = torch.aten.add.Tensor %1785, %1803, %int1_2255 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1804, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2256 = torch.constant.none
    %none_2257 = torch.constant.none
    %int5_2258 = torch.constant.int 5
    %meta_2259 = torch.constant.device "meta"
    %int0_2260 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1804, %none_2256, %none_2257, %int5_2258, %meta_2259, %int0_2260 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2261 = torch.constant.int 6
    %1805 = torch.prims.convert_element_type %1804, %int6_2261 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1805, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2262 = torch.constant.int 2
    %1806 = torch.aten.pow.Tensor_Scalar %1805, %int2_2262 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1806, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2263 = torch.constant.int -1
    %1807 = torch.prim.ListConstruct %int-1_2263 : (!torch.int) -> !torch.list<int>
    %true_2264 = torch.constant.bool true
    %none_2265 = torch.constant.none
    %1808 = torch.aten.mean.dim %1806, %1807, %true_2264, %none_2265 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1808, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2266 = torch.constant.float 1.000000e-05
    %int1_2267 = torch.constant.int 1
    %1809 = torch.aten.add.Scalar %1808, %float1.000000e-05_2266, %int1_2267 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1809, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1810 = torch.aten.rsqrt %1809 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1810, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1811 = torch.aten.mul.Tensor %1805, %1810 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1811, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2268 = torch.constant.none
    %none_2269 = torch.constant.none
    %int6_2270 = torch.constant.int 6
    %meta_2271 = torch.constant.device "meta"
    %int0_2272 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1811, %none_2268, %none_2269, %int6_2270, %meta_2271, %int0_2272 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2273 = torch.constant.int 5
    %1812 = torch.prims.convert_element_type %1811, %int5_2273 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1812, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.21.attn_norm.weight = util.global.load @__auto.layers.21.attn_norm.weight : tensor<64xf16>
    %1813 = torch_c.from_builtin_tensor %__auto.layers.21.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1814 = torch.aten.mul.Tensor %1812, %1813 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1814, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.21.wq.weight = util.global.load @__auto.layers.21.wq.weight : tensor<64x64xf16>
    %1815 = torch_c.from_builtin_tensor %__auto.layers.21.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2274 = torch.constant.none
    %1816 = torch.aten.linear %1814, %1815, %none_2274 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1816, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2275 = torch.constant.int 1
    %int4_2276 = torch.constant.int 4
    %int16_2277 = torch.constant.int 16
    %1817 = torch.prim.ListConstruct %2, %int1_2275, %int4_2276, %int16_2277 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1818 = torch.aten.view %1816, %1817 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1818, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.21.wk.weight = util.global.load @__auto.layers.21.wk.weight : tensor<32x64xf16>
    %1819 = torch_c.from_builtin_tensor %__auto.layers.21.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2278 = torch.constant.none
    %1820 = torch.aten.linear %1814, %1819, %none_2278 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1820, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2279 = torch.constant.int 1
    %int2_2280 = torch.constant.int 2
    %int16_2281 = torch.constant.int 16
    %1821 = torch.prim.ListConstruct %2, %int1_2279, %int2_2280, %int16_2281 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1822 = torch.aten.view %1820, %1821 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1822, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.21.wv.weight = util.global.load @__auto.layers.21.wv.weight : tensor<32x64xf16>
    %1823 = torch_c.from_builtin_tensor %__auto.layers.21.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2282 = torch.constant.none
    %1824 = torch.aten.linear %1814, %1823, %none_2282 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1824, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2283 = torch.constant.int 1
    %int2_2284 = torch.constant.int 2
    %int16_2285 = torch.constant.int 16
    %1825 = torch.prim.ListConstruct %2, %int1_2283, %int2_2284, %int16_2285 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1826 = torch.aten.view %1824, %1825 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1826, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2286 = torch.constant.int 3
    %int0_2287 = torch.constant.int 0
    %int9223372036854775807_2288 = torch.constant.int 9223372036854775807
    %int2_2289 = torch.constant.int 2
    %1827 = torch.aten.slice.Tensor %1818, %int3_2286, %int0_2287, %int9223372036854775807_2288, %int2_2289 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1827, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2290 = torch.constant.int 3
    %int1_2291 = torch.constant.int 1
    %int9223372036854775807_2292 = torch.constant.int 9223372036854775807
    %int2_2293 = torch.constant.int 2
    %1828 = torch.aten.slice.Tensor %1818, %int3_2290, %int1_2291, %int9223372036854775807_2292, %int2_2293 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1828, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2294 = torch.constant.int -2
    %1829 = torch.aten.unsqueeze %17, %int-2_2294 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2295 = torch.constant.int -2
    %1830 = torch.aten.unsqueeze %19, %int-2_2295 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1831 = torch.aten.mul.Tensor %1827, %1829 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1831, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1832 = torch.aten.mul.Tensor %1828, %1830 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1832, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2296 = torch.constant.int 1
    %1833 = torch.aten.sub.Tensor %1831, %1832, %int1_2296 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1833, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1834 = torch.aten.mul.Tensor %1827, %1830 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1834, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1835 = torch.aten.mul.Tensor %1828, %1829 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1835, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2297 = torch.constant.int 1
    %1836 = torch.aten.add.Tensor %1834, %1835, %int1_2297 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1836, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1837 = torch.prim.ListConstruct %1833, %1836 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2298 = torch.constant.int -1
    %1838 = torch.aten.stack %1837, %int-1_2298 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1838, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2299 = torch.constant.int 1
    %int4_2300 = torch.constant.int 4
    %int16_2301 = torch.constant.int 16
    %1839 = torch.prim.ListConstruct %2, %int1_2299, %int4_2300, %int16_2301 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1840 = torch.aten.view %1838, %1839 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1840, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2302 = torch.constant.int 3
    %int0_2303 = torch.constant.int 0
    %int9223372036854775807_2304 = torch.constant.int 9223372036854775807
    %int2_2305 = torch.constant.int 2
    %1841 = torch.aten.slice.Tensor %1822, %int3_2302, %int0_2303, %int9223372036854775807_2304, %int2_2305 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1841, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2306 = torch.constant.int 3
    %int1_2307 = torch.constant.int 1
    %int9223372036854775807_2308 = torch.constant.int 9223372036854775807
    %int2_2309 = torch.constant.int 2
    %1842 = torch.aten.slice.Tensor %1822, %int3_2306, %int1_2307, %int9223372036854775807_2308, %int2_2309 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1842, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2310 = torch.constant.int -2
    %1843 = torch.aten.unsqueeze %17, %int-2_2310 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2311 = torch.constant.int -2
    %1844 = torch.aten.unsqueeze %19, %int-2_2311 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1845 = torch.aten.mul.Tensor %1841, %1843 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1845, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1846 = torch.aten.mul.Tensor %1842, %1844 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1846, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2312 = torch.constant.int 1
    %1847 = torch.aten.sub.Tensor %1845, %1846, %int1_2312 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1847, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1848 = torch.aten.mul.Tensor %1841, %1844 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1848, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1849 = torch.aten.mul.Tensor %1842, %1843 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1849, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2313 = torch.constant.int 1
    %1850 = torch.aten.add.Tensor %1848, %1849, %int1_2313 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1850, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1851 = torch.prim.ListConstruct %1847, %1850 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2314 = torch.constant.int -1
    %1852 = torch.aten.stack %1851, %int-1_2314 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1852, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2315 = torch.constant.int 1
    %int2_2316 = torch.constant.int 2
    %int16_2317 = torch.constant.int 16
    %1853 = torch.prim.ListConstruct %2, %int1_2315, %int2_2316, %int16_2317 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1854 = torch.aten.view %1852, %1853 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1854, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2318 = torch.constant.int 0
    %int21 = torch.constant.int 21
    %1855 = torch.aten.select.int %arg1, %int0_2318, %int21 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1855, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1856 = torch.prim.ListConstruct %1855, %1854 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2319 = torch.constant.int 1
    %1857 = torch.aten.cat %1856, %int1_2319 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1857, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2320 = torch.constant.int 0
    %int21_2321 = torch.constant.int 21
    %1858 = torch.aten.select.int %arg2, %int0_2320, %int21_2321 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1858, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1859 = torch.prim.ListConstruct %1858, %1826 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2322 = torch.constant.int 1
    %1860 = torch.aten.cat %1859, %int1_2322 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1860, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2323 = torch.constant.int 1
    %int2_2324 = torch.constant.int 2
    %1861 = torch.aten.transpose.int %1840, %int1_2323, %int2_2324 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1861, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2325 = torch.constant.int 1
    %int2_2326 = torch.constant.int 2
    %1862 = torch.aten.transpose.int %1857, %int1_2325, %int2_2326 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1862, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2327 = torch.constant.int 1
    %int2_2328 = torch.constant.int 2
    %1863 = torch.aten.transpose.int %1860, %int1_2327, %int2_2328 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1863, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2329 = torch.constant.none
    %float0.000000e00_2330 = torch.constant.float 0.000000e+00
    %false_2331 = torch.constant.bool false
    %none_2332 = torch.constant.none
    %true_2333 = torch.constant.bool true
    %1864 = torch.aten.scaled_dot_product_attention %1861, %1862, %1863, %none_2329, %float0.000000e00_2330, %false_2331, %none_2332, %true_2333 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1864, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2334 = torch.constant.int 1
    %int2_2335 = torch.constant.int 2
    %1865 = torch.aten.transpose.int %1864, %int1_2334, %int2_2335 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1865, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2336 = torch.constant.int 1
    %int64_2337 = torch.constant.int 64
    %1866 = torch.prim.ListConstruct %2, %int1_2336, %int64_2337 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1867 = torch.aten.view %1865, %1866 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1867, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.21.wo.weight = util.global.load @__auto.layers.21.wo.weight : tensor<64x64xf16>
    %1868 = torch_c.from_builtin_tensor %__auto.layers.21.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2338 = torch.constant.none
    %1869 = torch.aten.linear %1867, %1868, %none_2338 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1869, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2339 = torch.constant.int 1
    %1870 = torch.aten.add.Tensor %1804, %1869, %int1_2339 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1870, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2340 = torch.constant.none
    %none_2341 = torch.constant.none
    %int5_2342 = torch.constant.int 5
    %meta_2343 = torch.constant.device "meta"
    %int0_2344 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1870, %none_2340, %none_2341, %int5_2342, %meta_2343, %int0_2344 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2345 = torch.constant.int 6
    %1871 = torch.prims.convert_element_type %1870, %int6_2345 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1871, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2346 = torch.constant.int 2
    %1872 = torch.aten.pow.Tensor_Scalar %1871, %int2_2346 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1872, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2347 = torch.constant.int -1
    %1873 = torch.prim.ListConstruct %int-1_2347 : (!torch.int) -> !torch.list<int>
    %true_2348 = torch.constant.bool true
    %none_2349 = torch.constant.none
    %1874 = torch.aten.mean.dim %1872, %1873, %true_2348, %none_2349 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1874, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2350 = torch.constant.float 1.000000e-05
    %int1_2351 = torch.constant.int 1
    %1875 = torch.aten.add.Scalar %1874, %float1.000000e-05_2350, %int1_2351 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1875, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1876 = torch.aten.rsqrt %1875 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1876, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1877 = torch.aten.mul.Tensor %1871, %1876 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1877, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2352 = torch.constant.none
    %none_2353 = torch.constant.none
    %int6_2354 = torch.constant.int 6
    %meta_2355 = torch.constant.device "meta"
    %int0_2356 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1877, %none_2352, %none_2353, %int6_2354, %meta_2355, %int0_2356 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2357 = torch.constant.int 5
    %1878 = torch.prims.convert_element_type %1877, %int5_2357 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1878, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.21.ffn_norm.weight = util.global.load @__auto.layers.21.ffn_norm.weight : tensor<64xf16>
    %1879 = torch_c.from_builtin_tensor %__auto.layers.21.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1880 = torch.aten.mul.Tensor %1878, %1879 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1880, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.21.w1.weight = util.global.load @__auto.layers.21.w1.weight : tensor<128x64xf16>
    %1881 = torch_c.from_builtin_tensor %__auto.layers.21.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2358 = torch.constant.none
    %1882 = torch.aten.linear %1880, %1881, %none_2358 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1882, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1883 = torch.aten.silu %1882 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1883, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.21.w3.weight = util.global.load @__auto.layers.21.w3.weight : tensor<128x64xf16>
    %1884 = torch_c.from_builtin_tensor %__auto.layers.21.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2359 = torch.constant.none
    %1885 = torch.aten.linear %1880, %1884, %none_2359 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1885, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1886 = torch.aten.mul.Tensor %1883, %1885 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1886, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.21.w2.weight = util.global.load @__auto.layers.21.w2.weight : tensor<64x128xf16>
    %1887 = torch_c.from_builtin_tensor %__auto.layers.21.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2360 = torch.constant.none
    %1888 = torch.aten.linear %1886, %1887, %none_2360 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1888, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2361 = torch.constant.int 1
    %1889 = torch.aten.add.Tensor %1870, %1888, %int1_2361 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1889, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2362 = torch.constant.none
    %none_2363 = torch.constant.none
    %int5_2364 = torch.constant.int 5
    %meta_2365 = torch.constant.device "meta"
    %int0_2366 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1889, %none_2362, %none_2363, %int5_2364, %meta_2365, %int0_2366 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2367 = torch.constant.int 6
    %1890 = torch.prims.convert_element_type %1889, %int6_2367 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1890, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2368 = torch.constant.int 2
    %1891 = torch.aten.pow.Tensor_Scalar %1890, %int2_2368 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1891, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2369 = torch.constant.int -1
    %1892 = torch.prim.ListConstruct %int-1_2369 : (!torch.int) -> !torch.list<int>
    %true_2370 = torch.constant.bool true
    %none_2371 = torch.constant.none
    %1893 = torch.aten.mean.dim %1891, %1892, %true_2370, %none_2371 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1893, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2372 = torch.constant.float 1.000000e-05
    %int1_2373 = torch.constant.int 1
    %1894 = torch.aten.add.Scalar %1893, %float1.000000e-05_2372, %int1_2373 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1894, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1895 = torch.aten.rsqrt %1894 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1895, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1896 = torch.aten.mul.Tensor %1890, %1895 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1896, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2374 = torch.constant.none
    %none_2375 = torch.constant.none
    %int6_2376 = torch.constant.int 6
    %meta_2377 = torch.constant.device "meta"
    %int0_2378 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1896, %none_2374, %none_2375, %int6_2376, %meta_2377, %int0_2378 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2379 = torch.constant.int 5
    %1897 = torch.prims.convert_element_type %1896, %int5_2379 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1897, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.22.attn_norm.weight = util.global.load @__auto.layers.22.attn_norm.weight : tensor<64xf16>
    %1898 = torch_c.from_builtin_tensor %__auto.layers.22.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1899 = torch.aten.mul.Tensor %1897, %1898 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1899, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.22.wq.weight = util.global.load @__auto.layers.22.wq.weight : tensor<64x64xf16>
    %1900 = torch_c.from_builtin_tensor %__auto.layers.22.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2380 = torch.constant.none
    %1901 = torch.aten.linear %1899, %1900, %none_2380 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1901, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2381 = torch.constant.int 1
    %int4_2382 = torch.constant.int 4
    %int16_2383 = torch.constant.int 16
    %1902 = torch.prim.ListConstruct %2, %int1_2381, %int4_2382, %int16_2383 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1903 = torch.aten.view %1901, %1902 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1903, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.22.wk.weight = util.global.load @__auto.layers.22.wk.weight : tensor<32x64xf16>
    %1904 = torch_c.from_builtin_tensor %__auto.layers.22.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2384 = torch.constant.none
    %1905 = torch.aten.linear %1899, %1904, %none_2384 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1905, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2385 = torch.constant.int 1
    %int2_2386 = torch.constant.int 2
    %int16_2387 = torch.constant.int 16
    %1906 = torch.prim.ListConstruct %2, %int1_2385, %int2_2386, %int16_2387 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1907 = torch.aten.view %1905, %1906 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1907, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.22.wv.weight = util.global.load @__auto.layers.22.wv.weight : tensor<32x64xf16>
    %1908 = torch_c.from_builtin_tensor %__auto.layers.22.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2388 = torch.constant.none
    %1909 = torch.aten.linear %1899, %1908, %none_2388 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1909, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2389 = torch.constant.int 1
    %int2_2390 = torch.constant.int 2
    %int16_2391 = torch.constant.int 16
    %1910 = torch.prim.ListConstruct %2, %int1_2389, %int2_2390, %int16_2391 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1911 = torch.aten.view %1909, %1910 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1911, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2392 = torch.constant.int 3
    %int0_2393 = torch.constant.int 0
    %int9223372036854775807_2394 = torch.constant.int 9223372036854775807
    %int2_2395 = torch.constant.int 2
    %1912 = torch.aten.slice.Tensor %1903, %int3_2392, %int0_2393, %int9223372036854775807_2394, %int2_2395 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1912, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2396 = torch.constant.int 3
    %int1_2397 = torch.constant.int 1
    %int9223372036854775807_2398 = torch.constant.int 9223372036854775807
    %int2_2399 = torch.constant.int 2
    %1913 = torch.aten.slice.Tensor %1903, %int3_2396, %int1_2397, %int9223372036854775807_2398, %int2_2399 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1913, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2400 = torch.constant.int -2
    %1914 = torch.aten.unsqueeze %17, %int-2_2400 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2401 = torch.constant.int -2
    %1915 = torch.aten.unsqueeze %19, %int-2_2401 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1916 = torch.aten.mul.Tensor %1912, %1914 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1916, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1917 = torch.aten.mul.Tensor %1913, %1915 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1917, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2402 = torch.constant.int 1
    %1918 = torch.aten.sub.Tensor %1916, %1917, %int1_2402 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1918, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1919 = torch.aten.mul.Tensor %1912, %1915 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1919, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1920 = torch.aten.mul.Tensor %1913, %1914 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1920, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2403 = torch.constant.int 1
    %1921 = torch.aten.add.Tensor %1919, %1920, %int1_2403 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1921, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %1922 = torch.prim.ListConstruct %1918, %1921 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2404 = torch.constant.int -1
    %1923 = torch.aten.stack %1922, %int-1_2404 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %1923, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2405 = torch.constant.int 1
    %int4_2406 = torch.constant.int 4
    %int16_2407 = torch.constant.int 16
    %1924 = torch.prim.ListConstruct %2, %int1_2405, %int4_2406, %int16_2407 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1925 = torch.aten.view %1923, %1924 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1925, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2408 = torch.constant.int 3
    %int0_2409 = torch.constant.int 0
    %int9223372036854775807_2410 = torch.constant.int 9223372036854775807
    %int2_2411 = torch.constant.int 2
    %1926 = torch.aten.slice.Tensor %1907, %int3_2408, %int0_2409, %int9223372036854775807_2410, %int2_2411 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1926, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2412 = torch.constant.int 3
    %int1_2413 = torch.constant.int 1
    %int9223372036854775807_2414 = torch.constant.int 9223372036854775807
    %int2_2415 = torch.constant.int 2
    %1927 = torch.aten.slice.Tensor %1907, %int3_2412, %int1_2413, %int9223372036854775807_2414, %int2_2415 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1927, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2416 = torch.constant.int -2
    %1928 = torch.aten.unsqueeze %17, %int-2_2416 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2417 = torch.constant.int -2
    %1929 = torch.aten.unsqueeze %19, %int-2_2417 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %1930 = torch.aten.mul.Tensor %1926, %1928 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1930, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1931 = torch.aten.mul.Tensor %1927, %1929 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1931, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2418 = torch.constant.int 1
    %1932 = torch.aten.sub.Tensor %1930, %1931, %int1_2418 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1932, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1933 = torch.aten.mul.Tensor %1926, %1929 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1933, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1934 = torch.aten.mul.Tensor %1927, %1928 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1934, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2419 = torch.constant.int 1
    %1935 = torch.aten.add.Tensor %1933, %1934, %int1_2419 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %1935, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %1936 = torch.prim.ListConstruct %1932, %1935 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2420 = torch.constant.int -1
    %1937 = torch.aten.stack %1936, %int-1_2420 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %1937, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2421 = torch.constant.int 1
    %int2_2422 = torch.constant.int 2
    %int16_2423 = torch.constant.int 16
    %1938 = torch.prim.ListConstruct %2, %int1_2421, %int2_2422, %int16_2423 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1939 = torch.aten.view %1937, %1938 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1939, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2424 = torch.constant.int 0
    %int22 = torch.constant.int 22
    %1940 = torch.aten.select.int %arg1, %int0_2424, %int22 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1940, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1941 = torch.prim.ListConstruct %1940, %1939 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2425 = torch.constant.int 1
    %1942 = torch.aten.cat %1941, %int1_2425 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1942, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2426 = torch.constant.int 0
    %int22_2427 = torch.constant.int 22
    %1943 = torch.aten.select.int %arg2, %int0_2426, %int22_2427 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1943, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %1944 = torch.prim.ListConstruct %1943, %1911 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2428 = torch.constant.int 1
    %1945 = torch.aten.cat %1944, %int1_2428 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %1945, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2429 = torch.constant.int 1
    %int2_2430 = torch.constant.int 2
    %1946 = torch.aten.transpose.int %1925, %int1_2429, %int2_2430 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1946, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2431 = torch.constant.int 1
    %int2_2432 = torch.constant.int 2
    %1947 = torch.aten.transpose.int %1942, %int1_2431, %int2_2432 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1947, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2433 = torch.constant.int 1
    %int2_2434 = torch.constant.int 2
    %1948 = torch.aten.transpose.int %1945, %int1_2433, %int2_2434 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %1948, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2435 = torch.constant.none
    %float0.000000e00_2436 = torch.constant.float 0.000000e+00
    %false_2437 = torch.constant.bool false
    %none_2438 = torch.constant.none
    %true_2439 = torch.constant.bool true
    %1949 = torch.aten.scaled_dot_product_attention %1946, %1947, %1948, %none_2435, %float0.000000e00_2436, %false_2437, %none_2438, %true_2439 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %1949, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2440 = torch.constant.int 1
    %int2_2441 = torch.constant.int 2
    %1950 = torch.aten.transpose.int %1949, %int1_2440, %int2_2441 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1950, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2442 = torch.constant.int 1
    %int64_2443 = torch.constant.int 64
    %1951 = torch.prim.ListConstruct %2, %int1_2442, %int64_2443 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1952 = torch.aten.view %1950, %1951 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1952, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.22.wo.weight = util.global.load @__auto.layers.22.wo.weight : tensor<64x64xf16>
    %1953 = torch_c.from_builtin_tensor %__auto.layers.22.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2444 = torch.constant.none
    %1954 = torch.aten.linear %1952, %1953, %none_2444 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1954, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2445 = torch.constant.int 1
    %1955 = torch.aten.add.Tensor %1889, %1954, %int1_2445 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1955, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2446 = torch.constant.none
    %none_2447 = torch.constant.none
    %int5_2448 = torch.constant.int 5
    %meta_2449 = torch.constant.device "meta"
    %int0_2450 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1955, %none_2446, %none_2447, %int5_2448, %meta_2449, %int0_2450 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2451 = torch.constant.int 6
    %1956 = torch.prims.convert_element_type %1955, %int6_2451 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1956, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2452 = torch.constant.int 2
    %1957 = torch.aten.pow.Tensor_Scalar %1956, %int2_2452 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1957, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2453 = torch.constant.int -1
    %1958 = torch.prim.ListConstruct %int-1_2453 : (!torch.int) -> !torch.list<int>
    %true_2454 = torch.constant.bool true
    %none_2455 = torch.constant.none
    %1959 = torch.aten.mean.dim %1957, %1958, %true_2454, %none_2455 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1959, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2456 = torch.constant.float 1.000000e-05
    %int1_2457 = torch.constant.int 1
    %1960 = torch.aten.add.Scalar %1959, %float1.000000e-05_2456, %int1_2457 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1960, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1961 = torch.aten.rsqrt %1960 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1961, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1962 = torch.aten.mul.Tensor %1956, %1961 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1962, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2458 = torch.constant.none
    %none_2459 = torch.constant.none
    %int6_2460 = torch.constant.int 6
    %meta_2461 = torch.constant.device "meta"
    %int0_2462 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1962, %none_2458, %none_2459, %int6_2460, %meta_2461, %int0_2462 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2463 = torch.constant.int 5
    %1963 = torch.prims.convert_element_type %1962, %int5_2463 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1963, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.22.ffn_norm.weight = util.global.load @__auto.layers.22.ffn_norm.weight : tensor<64xf16>
    %1964 = torch_c.from_builtin_tensor %__auto.layers.22.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1965 = torch.aten.mul.Tensor %1963, %1964 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1965, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.22.w1.weight = util.global.load @__auto.layers.22.w1.weight : tensor<128x64xf16>
    %1966 = torch_c.from_builtin_tensor %__auto.layers.22.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2464 = torch.constant.none
    %1967 = torch.aten.linear %1965, %1966, %none_2464 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1967, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1968 = torch.aten.silu %1967 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1968, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.22.w3.weight = util.global.load @__auto.layers.22.w3.weight : tensor<128x64xf16>
    %1969 = torch_c.from_builtin_tensor %__auto.layers.22.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2465 = torch.constant.none
    %1970 = torch.aten.linear %1965, %1969, %none_2465 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1970, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %1971 = torch.aten.mul.Tensor %1968, %1970 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %1971, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.22.w2.weight = util.global.load @__auto.layers.22.w2.weight : tensor<64x128xf16>
    %1972 = torch_c.from_builtin_tensor %__auto.layers.22.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2466 = torch.constant.none
    %1973 = torch.aten.linear %1971, %1972, %none_2466 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1973, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2467 = torch.constant.int 1
    %1974 = torch.aten.add.Tensor %1955, %1973, %int1_2467 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1974, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2468 = torch.constant.none
    %none_2469 = torch.constant.none
    %int5_2470 = torch.constant.int 5
    %meta_2471 = torch.constant.device "meta"
    %int0_2472 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1974, %none_2468, %none_2469, %int5_2470, %meta_2471, %int0_2472 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2473 = torch.constant.int 6
    %1975 = torch.prims.convert_element_type %1974, %int6_2473 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1975, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2474 = torch.constant.int 2
    %1976 = torch.aten.pow.Tensor_Scalar %1975, %int2_2474 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1976, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2475 = torch.constant.int -1
    %1977 = torch.prim.ListConstruct %int-1_2475 : (!torch.int) -> !torch.list<int>
    %true_2476 = torch.constant.bool true
    %none_2477 = torch.constant.none
    %1978 = torch.aten.mean.dim %1976, %1977, %true_2476, %none_2477 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1978, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2478 = torch.constant.float 1.000000e-05
    %int1_2479 = torch.constant.int 1
    %1979 = torch.aten.add.Scalar %1978, %float1.000000e-05_2478, %int1_2479 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1979, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1980 = torch.aten.rsqrt %1979 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %1980, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %1981 = torch.aten.mul.Tensor %1975, %1980 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %1981, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2480 = torch.constant.none
    %none_2481 = torch.constant.none
    %int6_2482 = torch.constant.int 6
    %meta_2483 = torch.constant.device "meta"
    %int0_2484 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1981, %none_2480, %none_2481, %int6_2482, %meta_2483, %int0_2484 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2485 = torch.constant.int 5
    %1982 = torch.prims.convert_element_type %1981, %int5_2485 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1982, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.23.attn_norm.weight = util.global.load @__auto.layers.23.attn_norm.weight : tensor<64xf16>
    %1983 = torch_c.from_builtin_tensor %__auto.layers.23.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %1984 = torch.aten.mul.Tensor %1982, %1983 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1984, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.23.wq.weight = util.global.load @__auto.layers.23.wq.weight : tensor<64x64xf16>
    %1985 = torch_c.from_builtin_tensor %__auto.layers.23.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2486 = torch.constant.none
    %1986 = torch.aten.linear %1984, %1985, %none_2486 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %1986, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2487 = torch.constant.int 1
    %int4_2488 = torch.constant.int 4
    %int16_2489 = torch.constant.int 16
    %1987 = torch.prim.ListConstruct %2, %int1_2487, %int4_2488, %int16_2489 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1988 = torch.aten.view %1986, %1987 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %1988, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.23.wk.weight = util.global.load @__auto.layers.23.wk.weight : tensor<32x64xf16>
    %1989 = torch_c.from_builtin_tensor %__auto.layers.23.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2490 = torch.constant.none
    %1990 = torch.aten.linear %1984, %1989, %none_2490 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1990, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2491 = torch.constant.int 1
    %int2_2492 = torch.constant.int 2
    %int16_2493 = torch.constant.int 16
    %1991 = torch.prim.ListConstruct %2, %int1_2491, %int2_2492, %int16_2493 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1992 = torch.aten.view %1990, %1991 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1992, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.23.wv.weight = util.global.load @__auto.layers.23.wv.weight : tensor<32x64xf16>
    %1993 = torch_c.from_builtin_tensor %__auto.layers.23.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2494 = torch.constant.none
    %1994 = torch.aten.linear %1984, %1993, %none_2494 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %1994, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2495 = torch.constant.int 1
    %int2_2496 = torch.constant.int 2
    %int16_2497 = torch.constant.int 16
    %1995 = torch.prim.ListConstruct %2, %int1_2495, %int2_2496, %int16_2497 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1996 = torch.aten.view %1994, %1995 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %1996, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2498 = torch.constant.int 3
    %int0_2499 = torch.constant.int 0
    %int9223372036854775807_2500 = torch.constant.int 9223372036854775807
    %int2_2501 = torch.constant.int 2
    %1997 = torch.aten.slice.Tensor %1988, %int3_2498, %int0_2499, %int9223372036854775807_2500, %int2_2501 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1997, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2502 = torch.constant.int 3
    %int1_2503 = torch.constant.int 1
    %int9223372036854775807_2504 = torch.constant.int 9223372036854775807
    %int2_2505 = torch.constant.int 2
    %1998 = torch.aten.slice.Tensor %1988, %int3_2502, %int1_2503, %int9223372036854775807_2504, %int2_2505 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %1998, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2506 = torch.constant.int -2
    %1999 = torch.aten.unsqueeze %17, %int-2_2506 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2507 = torch.constant.int -2
    %2000 = torch.aten.unsqueeze %19, %int-2_2507 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2001 = torch.aten.mul.Tensor %1997, %1999 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2001, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2002 = torch.aten.mul.Tensor %1998, %2000 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2002, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2508 = torch.constant.int 1
    %2003 = torch.aten.sub.Tensor %2001, %2002, %int1_2508 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2003, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2004 = torch.aten.mul.Tensor %1997, %2000 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2004, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2005 = torch.aten.mul.Tensor %1998, %1999 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2005, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2509 = torch.constant.int 1
    %2006 = torch.aten.add.Tensor %2004, %2005, %int1_2509 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2006, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2007 = torch.prim.ListConstruct %2003, %2006 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2510 = torch.constant.int -1
    %2008 = torch.aten.stack %2007, %int-1_2510 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2008, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2511 = torch.constant.int 1
    %int4_2512 = torch.constant.int 4
    %int16_2513 = torch.constant.int 16
    %2009 = torch.prim.ListConstruct %2, %int1_2511, %int4_2512, %int16_2513 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2010 = torch.aten.view %2008, %2009 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2010, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2514 = torch.constant.int 3
    %int0_2515 = torch.constant.int 0
    %int9223372036854775807_2516 = torch.constant.int 9223372036854775807
    %int2_2517 = torch.constant.int 2
    %2011 = torch.aten.slice.Tensor %1992, %int3_2514, %int0_2515, %int9223372036854775807_2516, %int2_2517 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2011, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2518 = torch.constant.int 3
    %int1_2519 = torch.constant.int 1
    %int9223372036854775807_2520 = torch.constant.int 9223372036854775807
    %int2_2521 = torch.constant.int 2
    %2012 = torch.aten.slice.Tensor %1992, %int3_2518, %int1_2519, %int9223372036854775807_2520, %int2_2521 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2012, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2522 = torch.constant.int -2
    %2013 = torch.aten.unsqueeze %17, %int-2_2522 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2523 = torch.constant.int -2
    %2014 = torch.aten.unsqueeze %19, %int-2_2523 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2015 = torch.aten.mul.Tensor %2011, %2013 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2015, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2016 = torch.aten.mul.Tensor %2012, %2014 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2016, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2524 = torch.constant.int 1
    %2017 = torch.aten.sub.Tensor %2015, %2016, %int1_2524 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2017, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2018 = torch.aten.mul.Tensor %2011, %2014 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2018, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2019 = torch.aten.mul.Tensor %2012, %2013 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2019, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2525 = torch.constant.int 1
    %2020 = torch.aten.add.Tensor %2018, %2019, %int1_2525 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2020, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2021 = torch.prim.ListConstruct %2017, %2020 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2526 = torch.constant.int -1
    %2022 = torch.aten.stack %2021, %int-1_2526 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2022, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2527 = torch.constant.int 1
    %int2_2528 = torch.constant.int 2
    %int16_2529 = torch.constant.int 16
    %2023 = torch.prim.ListConstruct %2, %int1_2527, %int2_2528, %int16_2529 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2024 = torch.aten.view %2022, %2023 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2024, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2530 = torch.constant.int 0
    %int23 = torch.constant.int 23
    %2025 = torch.aten.select.int %arg1, %int0_2530, %int23 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2025, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2026 = torch.prim.ListConstruct %2025, %2024 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2531 = torch.constant.int 1
    %2027 = torch.aten.cat %2026, %int1_2531 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2027, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2532 = torch.constant.int 0
    %int23_2533 = torch.constant.int 23
    %2028 = torch.aten.select.int %arg2, %int0_2532, %int23_2533 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2028, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2029 = torch.prim.ListConstruct %2028, %1996 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2534 = torch.constant.int 1
    %2030 = torch.aten.cat %2029, %int1_2534 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2030, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2535 = torch.constant.int 1
    %int2_2536 = torch.constant.int 2
    %2031 = torch.aten.transpose.int %2010, %int1_2535, %int2_2536 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2031, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2537 = torch.constant.int 1
    %int2_2538 = torch.constant.int 2
    %2032 = torch.aten.transpose.int %2027, %int1_2537, %int2_2538 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2032, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2539 = torch.constant.int 1
    %int2_2540 = torch.constant.int 2
    %2033 = torch.aten.transpose.int %2030, %int1_2539, %int2_2540 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2033, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2541 = torch.constant.none
    %float0.000000e00_2542 = torch.constant.float 0.000000e+00
    %false_2543 = torch.constant.bool false
    %none_2544 = torch.constant.none
    %true_2545 = torch.constant.bool true
    %2034 = torch.aten.scaled_dot_product_attention %2031, %2032, %2033, %none_2541, %float0.000000e00_2542, %false_2543, %none_2544, %true_2545 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2034, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2546 = torch.constant.int 1
    %int2_2547 = torch.constant.int 2
    %2035 = torch.aten.transpose.int %2034, %int1_2546, %int2_2547 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2035, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2548 = torch.constant.int 1
    %int64_2549 = torch.constant.int 64
    %2036 = torch.prim.ListConstruct %2, %int1_2548, %int64_2549 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2037 = torch.aten.view %2035, %2036 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2037, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.23.wo.weight = util.global.load @__auto.layers.23.wo.weight : tensor<64x64xf16>
    %2038 = torch_c.from_builtin_tensor %__auto.layers.23.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2550 = torch.constant.none
    %2039 = torch.aten.linear %2037, %2038, %none_2550 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2039, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2551 = torch.constant.int 1
    %2040 = torch.aten.add.Tensor %1974, %2039, %int1_2551 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2040, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2552 = torch.constant.none
    %none_2553 = torch.constant.none
    %int5_2554 = torch.constant.int 5
    %meta_2555 = torch.constant.device "meta"
    %int0_2556 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2040, %none_2552, %none_2553, %int5_2554, %meta_2555, %int0_2556 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2557 = torch.constant.int 6
    %2041 = torch.prims.convert_element_type %2040, %int6_2557 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2041, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2558 = torch.constant.int 2
    %2042 = torch.aten.pow.Tensor_Scalar %2041, %int2_2558 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2042, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2559 = torch.constant.int -1
    %2043 = torch.prim.ListConstruct %int-1_2559 : (!torch.int) -> !torch.list<int>
    %true_2560 = torch.constant.bool true
    %none_2561 = torch.constant.none
    %2044 = torch.aten.mean.dim %2042, %2043, %true_2560, %none_2561 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2044, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2562 = torch.constant.float 1.000000e-05
    %int1_2563 = torch.constant.int 1
    %2045 = torch.aten.add.Scalar %2044, %float1.000000e-05_2562, %int1_2563 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2045, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2046 = torch.aten.rsqrt %2045 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2046, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2047 = torch.aten.mul.Tensor %2041, %2046 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2047, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2564 = torch.constant.none
    %none_2565 = torch.constant.none
    %int6_2566 = torch.constant.int 6
    %meta_2567 = torch.constant.device "meta"
    %int0_2568 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2047, %none_2564, %none_2565, %int6_2566, %meta_2567, %int0_2568 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2569 = torch.constant.int 5
    %2048 = torch.prims.convert_element_type %2047, %int5_2569 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2048, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.23.ffn_norm.weight = util.global.load @__auto.layers.23.ffn_norm.weight : tensor<64xf16>
    %2049 = torch_c.from_builtin_tensor %__auto.layers.23.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2050 = torch.aten.mul.Tensor %2048, %2049 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2050, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.23.w1.weight = util.global.load @__auto.layers.23.w1.weight : tensor<128x64xf16>
    %2051 = torch_c.from_builtin_tensor %__auto.layers.23.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2570 = torch.constant.none
    %2052 = torch.aten.linear %2050, %2051, %none_2570 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2052, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2053 = torch.aten.silu %2052 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2053, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.23.w3.weight = util.global.load @__auto.layers.23.w3.weight : tensor<128x64xf16>
    %2054 = torch_c.from_builtin_tensor %__auto.layers.23.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2571 = torch.constant.none
    %2055 = torch.aten.linear %2050, %2054, %none_2571 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2055, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2056 = torch.aten.mul.Tensor %2053, %2055 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2056, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.23.w2.weight = util.global.load @__auto.layers.23.w2.weight : tensor<64x128xf16>
    %2057 = torch_c.from_builtin_tensor %__auto.layers.23.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2572 = torch.constant.none
    %2058 = torch.aten.linear %2056, %2057, %none_2572 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2058, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2573 = torch.constant.int 1
    %2059 = torch.aten.add.Tensor %2040, %2058, %int1_2573 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2059, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2574 = torch.constant.none
    %none_2575 = torch.constant.none
    %int5_2576 = torch.constant.int 5
    %meta_2577 = torch.constant.device "meta"
    %int0_2578 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2059, %none_2574, %none_2575, %int5_2576, %meta_2577, %int0_2578 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2579 = torch.constant.int 6
    %2060 = torch.prims.convert_element_type %2059, %int6_2579 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2060, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2580 = torch.constant.int 2
    %2061 = torch.aten.pow.Tensor_Scalar %2060, %int2_2580 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2061, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2581 = torch.constant.int -1
    %2062 = torch.prim.ListConstruct %int-1_2581 : (!torch.int) -> !torch.list<int>
    %true_2582 = torch.constant.bool true
    %none_2583 = torch.constant.none
    %2063 = torch.aten.mean.dim %2061, %2062, %true_2582, %none_2583 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2063, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2584 = torch.constant.float 1.000000e-05
    %int1_2585 = torch.constant.int 1
    %2064 = torch.aten.add.Scalar %2063, %float1.000000e-05_2584, %int1_2585 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2064, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2065 = torch.aten.rsqrt %2064 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2065, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2066 = torch.aten.mul.Tensor %2060, %2065 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2066, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2586 = torch.constant.none
    %none_2587 = torch.constant.none
    %int6_2588 = torch.constant.int 6
    %meta_2589 = torch.constant.device "meta"
    %int0_2590 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2066, %none_2586, %none_2587, %int6_2588, %meta_2589, %int0_2590 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2591 = torch.constant.int 5
    %2067 = torch.prims.convert_element_type %2066, %int5_2591 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2067, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.24.attn_norm.weight = util.global.load @__auto.layers.24.attn_norm.weight : tensor<64xf16>
    %2068 = torch_c.from_builtin_tensor %__auto.layers.24.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2069 = torch.aten.mul.Tensor %2067, %2068 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2069, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.24.wq.weight = util.global.load @__auto.layers.24.wq.weight : tensor<64x64xf16>
    %2070 = torch_c.from_builtin_tensor %__auto.layers.24.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2592 = torch.constant.none
    %2071 = torch.aten.linear %2069, %2070, %none_2592 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2071, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2593 = torch.constant.int 1
    %int4_2594 = torch.constant.int 4
    %int16_2595 = torch.constant.int 16
    %2072 = torch.prim.ListConstruct %2, %int1_2593, %int4_2594, %int16_2595 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2073 = torch.aten.view %2071, %2072 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2073, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.24.wk.weight = util.global.load @__auto.layers.24.wk.weight : tensor<32x64xf16>
    %2074 = torch_c.from_builtin_tensor %__auto.layers.24.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2596 = torch.constant.none
    %2075 = torch.aten.linear %2069, %2074, %none_2596 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2075, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2597 = torch.constant.int 1
    %int2_2598 = torch.constant.int 2
    %int16_2599 = torch.constant.int 16
    %2076 = torch.prim.ListConstruct %2, %int1_2597, %int2_2598, %int16_2599 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2077 = torch.aten.view %2075, %2076 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2077, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.24.wv.weight = util.global.load @__auto.layers.24.wv.weight : tensor<32x64xf16>
    %2078 = torch_c.from_builtin_tensor %__auto.layers.24.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2600 = torch.constant.none
    %2079 = torch.aten.linear %2069, %2078, %none_2600 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2079, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2601 = torch.constant.int 1
    %int2_2602 = torch.constant.int 2
    %int16_2603 = torch.constant.int 16
    %2080 = torch.prim.ListConstruct %2, %int1_2601, %int2_2602, %int16_2603 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2081 = torch.aten.view %2079, %2080 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2081, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2604 = torch.constant.int 3
    %int0_2605 = torch.constant.int 0
    %int9223372036854775807_2606 = torch.constant.int 9223372036854775807
    %int2_2607 = torch.constant.int 2
    %2082 = torch.aten.slice.Tensor %2073, %int3_2604, %int0_2605, %int9223372036854775807_2606, %int2_2607 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2082, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2608 = torch.constant.int 3
    %int1_2609 = torch.constant.int 1
    %int9223372036854775807_2610 = torch.constant.int 9223372036854775807
    %int2_2611 = torch.constant.int 2
    %2083 = torch.aten.slice.Tensor %2073, %int3_2608, %int1_2609, %int9223372036854775807_2610, %int2_2611 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2083, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2612 = torch.constant.int -2
    %2084 = torch.aten.unsqueeze %17, %int-2_2612 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2613 = torch.constant.int -2
    %2085 = torch.aten.unsqueeze %19, %int-2_2613 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2086 = torch.aten.mul.Tensor %2082, %2084 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2086, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2087 = torch.aten.mul.Tensor %2083, %2085 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2087, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2614 = torch.constant.int 1
    %2088 = torch.aten.sub.Tensor %2086, %2087, %int1_2614 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2088, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2089 = torch.aten.mul.Tensor %2082, %2085 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2089, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2090 = torch.aten.mul.Tensor %2083, %2084 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2090, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2615 = torch.constant.int 1
    %2091 = torch.aten.add.Tensor %2089, %2090, %int1_2615 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2091, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2092 = torch.prim.ListConstruct %2088, %2091 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2616 = torch.constant.int -1
    %2093 = torch.aten.stack %2092, %int-1_2616 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2093, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2617 = torch.constant.int 1
    %int4_2618 = torch.constant.int 4
    %int16_2619 = torch.constant.int 16
    %2094 = torch.prim.ListConstruct %2, %int1_2617, %int4_2618, %int16_2619 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2095 = torch.aten.view %2093, %2094 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2095, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2620 = torch.constant.int 3
    %int0_2621 = torch.constant.int 0
    %int9223372036854775807_2622 = torch.constant.int 9223372036854775807
    %int2_2623 = torch.constant.int 2
    %2096 = torch.aten.slice.Tensor %2077, %int3_2620, %int0_2621, %int9223372036854775807_2622, %int2_2623 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2096, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2624 = torch.constant.int 3
    %int1_2625 = torch.constant.int 1
    %int9223372036854775807_2626 = torch.constant.int 9223372036854775807
    %int2_2627 = torch.constant.int 2
    %2097 = torch.aten.slice.Tensor %2077, %int3_2624, %int1_2625, %int9223372036854775807_2626, %int2_2627 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2097, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2628 = torch.constant.int -2
    %2098 = torch.aten.unsqueeze %17, %int-2_2628 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2629 = torch.constant.int -2
    %2099 = torch.aten.unsqueeze %19, %int-2_2629 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2100 = torch.aten.mul.Tensor %2096, %2098 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2100, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2101 = torch.aten.mul.Tensor %2097, %2099 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2101, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2630 = torch.constant.int 1
    %2102 = torch.aten.sub.Tensor %2100, %2101, %int1_2630 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2102, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2103 = torch.aten.mul.Tensor %2096, %2099 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2103, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2104 = torch.aten.mul.Tensor %2097, %2098 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2104, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2631 = torch.constant.int 1
    %2105 = torch.aten.add.Tensor %2103, %2104, %int1_2631 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2105, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2106 = torch.prim.ListConstruct %2102, %2105 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2632 = torch.constant.int -1
    %2107 = torch.aten.stack %2106, %int-1_2632 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2107, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2633 = torch.constant.int 1
    %int2_2634 = torch.constant.int 2
    %int16_2635 = torch.constant.int 16
    %2108 = torch.prim.ListConstruct %2, %int1_2633, %int2_2634, %int16_2635 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2109 = torch.aten.view %2107, %2108 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2109, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2636 = torch.constant.int 0
    %int24 = torch.constant.int 24
    %2110 = torch.aten.select.int %arg1, %int0_2636, %int24 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2110, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2111 = torch.prim.ListConstruct %2110, %2109 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2637 = torch.constant.int 1
    %2112 = torch.aten.cat %2111, %int1_2637 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2112, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2638 = torch.constant.int 0
    %int24_2639 = torch.constant.int 24
    %2113 = torch.aten.select.int %arg2, %int0_2638, %int24_2639 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2113, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2114 = torch.prim.ListConstruct %2113, %2081 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2640 = torch.constant.int 1
    %2115 = torch.aten.cat %2114, %int1_2640 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2115, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2641 = torch.constant.int 1
    %int2_2642 = torch.constant.int 2
    %2116 = torch.aten.transpose.int %2095, %int1_2641, %int2_2642 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2116, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2643 = torch.constant.int 1
    %int2_2644 = torch.constant.int 2
    %2117 = torch.aten.transpose.int %2112, %int1_2643, %int2_2644 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2117, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2645 = torch.constant.int 1
    %int2_2646 = torch.constant.int 2
    %2118 = torch.aten.transpose.int %2115, %int1_2645, %int2_2646 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2118, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2647 = torch.constant.none
    %float0.000000e00_2648 = torch.constant.float 0.000000e+00
    %false_2649 = torch.constant.bool false
    %none_2650 = torch.constant.none
    %true_2651 = torch.constant.bool true
    %2119 = torch.aten.scaled_dot_product_attention %2116, %2117, %2118, %none_2647, %float0.000000e00_2648, %false_2649, %none_2650, %true_2651 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2119, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2652 = torch.constant.int 1
    %int2_2653 = torch.constant.int 2
    %2120 = torch.aten.transpose.int %2119, %int1_2652, %int2_2653 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2120, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2654 = torch.constant.int 1
    %int64_2655 = torch.constant.int 64
    %2121 = torch.prim.ListConstruct %2, %int1_2654, %int64_2655 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2122 = torch.aten.view %2120, %2121 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2122, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.24.wo.weight = util.global.load @__auto.layers.24.wo.weight : tensor<64x64xf16>
    %2123 = torch_c.from_builtin_tensor %__auto.layers.24.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2656 = torch.constant.none
    %2124 = torch.aten.linear %2122, %2123, %none_2656 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2124, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2657 = torch.constant.int 1
    %2125 = torch.aten.add.Tensor %2059, %2124, %int1_2657 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2125, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2658 = torch.constant.none
    %none_2659 = torch.constant.none
    %int5_2660 = torch.constant.int 5
    %meta_2661 = torch.constant.device "meta"
    %int0_2662 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2125, %none_2658, %none_2659, %int5_2660, %meta_2661, %int0_2662 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2663 = torch.constant.int 6
    %2126 = torch.prims.convert_element_type %2125, %int6_2663 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2126, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2664 = torch.constant.int 2
    %2127 = torch.aten.pow.Tensor_Scalar %2126, %int2_2664 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2127, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2665 = torch.constant.int -1
    %2128 = torch.prim.ListConstruct %int-1_2665 : (!torch.int) -> !torch.list<int>
    %true_2666 = torch.constant.bool true
    %none_2667 = torch.constant.none
    %2129 = torch.aten.mean.dim %2127, %2128, %true_2666, %none_2667 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2129, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2668 = torch.constant.float 1.000000e-05
    %int1_2669 = torch.constant.int 1
    %2130 = torch.aten.add.Scalar %2129, %float1.000000e-05_2668, %int1_2669 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2130, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2131 = torch.aten.rsqrt %2130 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2131, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2132 = torch.aten.mul.Tensor %2126, %2131 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2132, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2670 = torch.constant.none
    %none_2671 = torch.constant.none
    %int6_2672 = torch.constant.int 6
    %meta_2673 = torch.constant.device "meta"
    %int0_2674 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2132, %none_2670, %none_2671, %int6_2672, %meta_2673, %int0_2674 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2675 = torch.constant.int 5
    %2133 = torch.prims.convert_element_type %2132, %int5_2675 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2133, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.24.ffn_norm.weight = util.global.load @__auto.layers.24.ffn_norm.weight : tensor<64xf16>
    %2134 = torch_c.from_builtin_tensor %__auto.layers.24.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2135 = torch.aten.mul.Tensor %2133, %2134 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2135, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.24.w1.weight = util.global.load @__auto.layers.24.w1.weight : tensor<128x64xf16>
    %2136 = torch_c.from_builtin_tensor %__auto.layers.24.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2676 = torch.constant.none
    %2137 = torch.aten.linear %2135, %2136, %none_2676 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2137, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2138 = torch.aten.silu %2137 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2138, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.24.w3.weight = util.global.load @__auto.layers.24.w3.weight : tensor<128x64xf16>
    %2139 = torch_c.from_builtin_tensor %__auto.layers.24.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2677 = torch.constant.none
    %2140 = torch.aten.linear %2135, %2139, %none_2677 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2140, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2141 = torch.aten.mul.Tensor %2138, %2140 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2141, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.24.w2.weight = util.global.load @__auto.layers.24.w2.weight : tensor<64x128xf16>
    %2142 = torch_c.from_builtin_tensor %__auto.layers.24.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2678 = torch.constant.none
    %2143 = torch.aten.linear %2141, %2142, %none_2678 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2143, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2679 = torch.constant.int 1
    %2144 = torch.aten.add.Tensor %2125, %2143, %int1_2679 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2144, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2680 = torch.constant.none
    %none_2681 = torch.constant.none
    %int5_2682 = torch.constant.int 5
    %meta_2683 = torch.constant.device "meta"
    %int0_2684 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2144, %none_2680, %none_2681, %int5_2682, %meta_2683, %int0_2684 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2685 = torch.constant.int 6
    %2145 = torch.prims.convert_element_type %2144, %int6_2685 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2145, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2686 = torch.constant.int 2
    %2146 = torch.aten.pow.Tensor_Scalar %2145, %int2_2686 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2146, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2687 = torch.constant.int -1
    %2147 = torch.prim.ListConstruct %int-1_2687 : (!torch.int) -> !torch.list<int>
    %true_2688 = torch.constant.bool true
    %none_2689 = torch.constant.none
    %2148 = torch.aten.mean.dim %2146, %2147, %true_2688, %none_2689 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2148, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2690 = torch.constant.float 1.000000e-05
    %int1_2691 = torch.constant.int 1
    %2149 = torch.aten.add.Scalar %2148, %float1.000000e-05_2690, %int1_2691 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2149, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2150 = torch.aten.rsqrt %2149 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2150, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2151 = torch.aten.mul.Tensor %2145, %2150 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2151, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2692 = torch.constant.none
    %none_2693 = torch.constant.none
    %int6_2694 = torch.constant.int 6
    %meta_2695 = torch.constant.device "meta"
    %int0_2696 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2151, %none_2692, %none_2693, %int6_2694, %meta_2695, %int0_2696 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2697 = torch.constant.int 5
    %2152 = torch.prims.convert_element_type %2151, %int5_2697 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2152, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.25.attn_norm.weight = util.global.load @__auto.layers.25.attn_norm.weight : tensor<64xf16>
    %2153 = torch_c.from_builtin_tensor %__auto.layers.25.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2154 = torch.aten.mul.Tensor %2152, %2153 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2154, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.25.wq.weight = util.global.load @__auto.layers.25.wq.weight : tensor<64x64xf16>
    %2155 = torch_c.from_builtin_tensor %__auto.layers.25.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2698 = torch.constant.none
    %2156 = torch.aten.linear %2154, %2155, %none_2698 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2156, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2699 = torch.constant.int 1
    %int4_2700 = torch.constant.int 4
    %int16_2701 = torch.constant.int 16
    %2157 = torch.prim.ListConstruct %2, %int1_2699, %int4_2700, %int16_2701 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2158 = torch.aten.view %2156, %2157 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2158, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.25.wk.weight = util.global.load @__auto.layers.25.wk.weight : tensor<32x64xf16>
    %2159 = torch_c.from_builtin_tensor %__auto.layers.25.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2702 = torch.constant.none
    %2160 = torch.aten.linear %2154, %2159, %none_2702 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2160, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2703 = torch.constant.int 1
    %int2_2704 = torch.constant.int 2
    %int16_2705 = torch.constant.int 16
    %2161 = torch.prim.ListConstruct %2, %int1_2703, %int2_2704, %int16_2705 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2162 = torch.aten.view %2160, %2161 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2162, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.25.wv.weight = util.global.load @__auto.layers.25.wv.weight : tensor<32x64xf16>
    %2163 = torch_c.from_builtin_tensor %__auto.layers.25.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2706 = torch.constant.none
    %2164 = torch.aten.linear %2154, %2163, %none_2706 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2164, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2707 = torch.constant.int 1
    %int2_2708 = torch.constant.int 2
    %int16_2709 = torch.constant.int 16
    %2165 = torch.prim.ListConstruct %2, %int1_2707, %int2_2708, %int16_2709 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2166 = torch.aten.view %2164, %2165 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2166, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2710 = torch.constant.int 3
    %int0_2711 = torch.constant.int 0
    %int9223372036854775807_2712 = torch.constant.int 9223372036854775807
    %int2_2713 = torch.constant.int 2
    %2167 = torch.aten.slice.Tensor %2158, %int3_2710, %int0_2711, %int9223372036854775807_2712, %int2_2713 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2167, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2714 = torch.constant.int 3
    %int1_2715 = torch.constant.int 1
    %int9223372036854775807_2716 = torch.constant.int 9223372036854775807
    %int2_2717 = torch.constant.int 2
    %2168 = torch.aten.slice.Tensor %2158, %int3_2714, %int1_2715, %int9223372036854775807_2716, %int2_2717 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2168, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2718 = torch.constant.int -2
    %2169 = torch.aten.unsqueeze %17, %int-2_2718 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2719 = torch.constant.int -2
    %2170 = torch.aten.unsqueeze %19, %int-2_2719 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2171 = torch.aten.mul.Tensor %2167, %2169 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2171, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2172 = torch.aten.mul.Tensor %2168, %2170 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2172, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2720 = torch.constant.int 1
    %2173 = torch.aten.sub.Tensor %2171, %2172, %int1_2720 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2173, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2174 = torch.aten.mul.Tensor %2167, %2170 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2174, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2175 = torch.aten.mul.Tensor %2168, %2169 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2175, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2721 = torch.constant.int 1
    %2176 = torch.aten.add.Tensor %2174, %2175, %int1_2721 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2176, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2177 = torch.prim.ListConstruct %2173, %2176 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2722 = torch.constant.int -1
    %2178 = torch.aten.stack %2177, %int-1_2722 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2178, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2723 = torch.constant.int 1
    %int4_2724 = torch.constant.int 4
    %int16_2725 = torch.constant.int 16
    %2179 = torch.prim.ListConstruct %2, %int1_2723, %int4_2724, %int16_2725 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2180 = torch.aten.view %2178, %2179 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2180, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2726 = torch.constant.int 3
    %int0_2727 = torch.constant.int 0
    %int9223372036854775807_2728 = torch.constant.int 9223372036854775807
    %int2_2729 = torch.constant.int 2
    %2181 = torch.aten.slice.Tensor %2162, %int3_2726, %int0_2727, %int9223372036854775807_2728, %int2_2729 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2181, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2730 = torch.constant.int 3
    %int1_2731 = torch.constant.int 1
    %int9223372036854775807_2732 = torch.constant.int 9223372036854775807
    %int2_2733 = torch.constant.int 2
    %2182 = torch.aten.slice.Tensor %2162, %int3_2730, %int1_2731, %int9223372036854775807_2732, %int2_2733 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2182, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2734 = torch.constant.int -2
    %2183 = torch.aten.unsqueeze %17, %int-2_2734 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2735 = torch.constant.int -2
    %2184 = torch.aten.unsqueeze %19, %int-2_2735 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2185 = torch.aten.mul.Tensor %2181, %2183 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2185, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2186 = torch.aten.mul.Tensor %2182, %2184 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2186, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2736 = torch.constant.int 1
    %2187 = torch.aten.sub.Tensor %2185, %2186, %int1_2736 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2187, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2188 = torch.aten.mul.Tensor %2181, %2184 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2188, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2189 = torch.aten.mul.Tensor %2182, %2183 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2189, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2737 = torch.constant.int 1
    %2190 = torch.aten.add.Tensor %2188, %2189, %int1_2737 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2190, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2191 = torch.prim.ListConstruct %2187, %2190 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2738 = torch.constant.int -1
    %2192 = torch.aten.stack %2191, %int-1_2738 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2192, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2739 = torch.constant.int 1
    %int2_2740 = torch.constant.int 2
    %int16_2741 = torch.constant.int 16
    %2193 = torch.prim.ListConstruct %2, %int1_2739, %int2_2740, %int16_2741 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2194 = torch.aten.view %2192, %2193 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2194, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2742 = torch.constant.int 0
    %int25 = torch.constant.int 25
    %2195 = torch.aten.select.int %arg1, %int0_2742, %int25 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2195, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2196 = torch.prim.ListConstruct %2195, %2194 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2743 = torch.constant.int 1
    %2197 = torch.aten.cat %2196, %int1_2743 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2197, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2744 = torch.constant.int 0
    %int25_2745 = torch.constant.int 25
    %2198 = torch.aten.select.int %arg2, %int0_2744, %int25_2745 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2198, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2199 = torch.prim.ListConstruct %2198, %2166 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2746 = torch.constant.int 1
    %2200 = torch.aten.cat %2199, %int1_2746 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2200, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2747 = torch.constant.int 1
    %int2_2748 = torch.constant.int 2
    %2201 = torch.aten.transpose.int %2180, %int1_2747, %int2_2748 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2201, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2749 = torch.constant.int 1
    %int2_2750 = torch.constant.int 2
    %2202 = torch.aten.transpose.int %2197, %int1_2749, %int2_2750 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2202, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2751 = torch.constant.int 1
    %int2_2752 = torch.constant.int 2
    %2203 = torch.aten.transpose.int %2200, %int1_2751, %int2_2752 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2203, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2753 = torch.constant.none
    %float0.000000e00_2754 = torch.constant.float 0.000000e+00
    %false_2755 = torch.constant.bool false
    %none_2756 = torch.constant.none
    %true_2757 = torch.constant.bool true
    %2204 = torch.aten.scaled_dot_product_attention %2201, %2202, %2203, %none_2753, %float0.000000e00_2754, %false_2755, %none_2756, %true_2757 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2204, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2758 = torch.constant.int 1
    %int2_2759 = torch.constant.int 2
    %2205 = torch.aten.transpose.int %2204, %int1_2758, %int2_2759 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2205, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2760 = torch.constant.int 1
    %int64_2761 = torch.constant.int 64
    %2206 = torch.prim.ListConstruct %2, %int1_2760, %int64_2761 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2207 = torch.aten.view %2205, %2206 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2207, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.25.wo.weight = util.global.load @__auto.layers.25.wo.weight : tensor<64x64xf16>
    %2208 = torch_c.from_builtin_tensor %__auto.layers.25.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2762 = torch.constant.none
    %2209 = torch.aten.linear %2207, %2208, %none_2762 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2209, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2763 = torch.constant.int 1
    %2210 = torch.aten.add.Tensor %2144, %2209, %int1_2763 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2210, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2764 = torch.constant.none
    %none_2765 = torch.constant.none
    %int5_2766 = torch.constant.int 5
    %meta_2767 = torch.constant.device "meta"
    %int0_2768 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2210, %none_2764, %none_2765, %int5_2766, %meta_2767, %int0_2768 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2769 = torch.constant.int 6
    %2211 = torch.prims.convert_element_type %2210, %int6_2769 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2211, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2770 = torch.constant.int 2
    %2212 = torch.aten.pow.Tensor_Scalar %2211, %int2_2770 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2212, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2771 = torch.constant.int -1
    %2213 = torch.prim.ListConstruct %int-1_2771 : (!torch.int) -> !torch.list<int>
    %true_2772 = torch.constant.bool true
    %none_2773 = torch.constant.none
    %2214 = torch.aten.mean.dim %2212, %2213, %true_2772, %none_2773 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2214, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2774 = torch.constant.float 1.000000e-05
    %int1_2775 = torch.constant.int 1
    %2215 = torch.aten.add.Scalar %2214, %float1.000000e-05_2774, %int1_2775 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2215, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2216 = torch.aten.rsqrt %2215 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2216, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2217 = torch.aten.mul.Tensor %2211, %2216 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2217, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2776 = torch.constant.none
    %none_2777 = torch.constant.none
    %int6_2778 = torch.constant.int 6
    %meta_2779 = torch.constant.device "meta"
    %int0_2780 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2217, %none_2776, %none_2777, %int6_2778, %meta_2779, %int0_2780 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2781 = torch.constant.int 5
    %2218 = torch.prims.convert_element_type %2217, %int5_2781 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2218, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.25.ffn_norm.weight = util.global.load @__auto.layers.25.ffn_norm.weight : tensor<64xf16>
    %2219 = torch_c.from_builtin_tensor %__auto.layers.25.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2220 = torch.aten.mul.Tensor %2218, %2219 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2220, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.25.w1.weight = util.global.load @__auto.layers.25.w1.weight : tensor<128x64xf16>
    %2221 = torch_c.from_builtin_tensor %__auto.layers.25.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2782 = torch.constant.none
    %2222 = torch.aten.linear %2220, %2221, %none_2782 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2222, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2223 = torch.aten.silu %2222 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2223, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.25.w3.weight = util.global.load @__auto.layers.25.w3.weight : tensor<128x64xf16>
    %2224 = torch_c.from_builtin_tensor %__auto.layers.25.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2783 = torch.constant.none
    %2225 = torch.aten.linear %2220, %2224, %none_2783 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2225, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2226 = torch.aten.mul.Tensor %2223, %2225 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2226, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.25.w2.weight = util.global.load @__auto.layers.25.w2.weight : tensor<64x128xf16>
    %2227 = torch_c.from_builtin_tensor %__auto.layers.25.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2784 = torch.constant.none
    %2228 = torch.aten.linear %2226, %2227, %none_2784 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2228, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2785 = torch.constant.int 1
    %2229 = torch.aten.add.Tensor %2210, %2228, %int1_2785 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2229, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2786 = torch.constant.none
    %none_2787 = torch.constant.none
    %int5_2788 = torch.constant.int 5
    %meta_2789 = torch.constant.device "meta"
    %int0_2790 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2229, %none_2786, %none_2787, %int5_2788, %meta_2789, %int0_2790 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2791 = torch.constant.int 6
    %2230 = torch.prims.convert_element_type %2229, %int6_2791 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2230, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2792 = torch.constant.int 2
    %2231 = torch.aten.pow.Tensor_Scalar %2230, %int2_2792 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2231, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2793 = torch.constant.int -1
    %2232 = torch.prim.ListConstruct %int-1_2793 : (!torch.int) -> !torch.list<int>
    %true_2794 = torch.constant.bool true
    %none_2795 = torch.constant.none
    %2233 = torch.aten.mean.dim %2231, %2232, %true_2794, %none_2795 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2233, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2796 = torch.constant.float 1.000000e-05
    %int1_2797 = torch.constant.int 1
    %2234 = torch.aten.add.Scalar %2233, %float1.000000e-05_2796, %int1_2797 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2234, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2235 = torch.aten.rsqrt %2234 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2235, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2236 = torch.aten.mul.Tensor %2230, %2235 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2236, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2798 = torch.constant.none
    %none_2799 = torch.constant.none
    %int6_2800 = torch.constant.int 6
    %meta_2801 = torch.constant.device "meta"
    %int0_2802 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2236, %none_2798, %none_2799, %int6_2800, %meta_2801, %int0_2802 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2803 = torch.constant.int 5
    %2237 = torch.prims.convert_element_type %2236, %int5_2803 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2237, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.26.attn_norm.weight = util.global.load @__auto.layers.26.attn_norm.weight : tensor<64xf16>
    %2238 = torch_c.from_builtin_tensor %__auto.layers.26.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2239 = torch.aten.mul.Tensor %2237, %2238 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2239, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.26.wq.weight = util.global.load @__auto.layers.26.wq.weight : tensor<64x64xf16>
    %2240 = torch_c.from_builtin_tensor %__auto.layers.26.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2804 = torch.constant.none
    %2241 = torch.aten.linear %2239, %2240, %none_2804 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2241, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2805 = torch.constant.int 1
    %int4_2806 = torch.constant.int 4
    %int16_2807 = torch.constant.int 16
    %2242 = torch.prim.ListConstruct %2, %int1_2805, %int4_2806, %int16_2807 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2243 = torch.aten.view %2241, %2242 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2243, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.26.wk.weight = util.global.load @__auto.layers.26.wk.weight : tensor<32x64xf16>
    %2244 = torch_c.from_builtin_tensor %__auto.layers.26.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2808 = torch.constant.none
    %2245 = torch.aten.linear %2239, %2244, %none_2808 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2245, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2809 = torch.constant.int 1
    %int2_2810 = torch.constant.int 2
    %int16_2811 = torch.constant.int 16
    %2246 = torch.prim.ListConstruct %2, %int1_2809, %int2_2810, %int16_2811 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2247 = torch.aten.view %2245, %2246 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2247, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.26.wv.weight = util.global.load @__auto.layers.26.wv.weight : tensor<32x64xf16>
    %2248 = torch_c.from_builtin_tensor %__auto.layers.26.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2812 = torch.constant.none
    %2249 = torch.aten.linear %2239, %2248, %none_2812 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2249, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2813 = torch.constant.int 1
    %int2_2814 = torch.constant.int 2
    %int16_2815 = torch.constant.int 16
    %2250 = torch.prim.ListConstruct %2, %int1_2813, %int2_2814, %int16_2815 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2251 = torch.aten.view %2249, %2250 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2251, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2816 = torch.constant.int 3
    %int0_2817 = torch.constant.int 0
    %int9223372036854775807_2818 = torch.constant.int 9223372036854775807
    %int2_2819 = torch.constant.int 2
    %2252 = torch.aten.slice.Tensor %2243, %int3_2816, %int0_2817, %int9223372036854775807_2818, %int2_2819 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2252, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2820 = torch.constant.int 3
    %int1_2821 = torch.constant.int 1
    %int9223372036854775807_2822 = torch.constant.int 9223372036854775807
    %int2_2823 = torch.constant.int 2
    %2253 = torch.aten.slice.Tensor %2243, %int3_2820, %int1_2821, %int9223372036854775807_2822, %int2_2823 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2253, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2824 = torch.constant.int -2
    %2254 = torch.aten.unsqueeze %17, %int-2_2824 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2825 = torch.constant.int -2
    %2255 = torch.aten.unsqueeze %19, %int-2_2825 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2256 = torch.aten.mul.Tensor %2252, %2254 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2256, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2257 = torch.aten.mul.Tensor %2253, %2255 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2257, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2826 = torch.constant.int 1
    %2258 = torch.aten.sub.Tensor %2256, %2257, %int1_2826 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2258, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2259 = torch.aten.mul.Tensor %2252, %2255 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2259, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2260 = torch.aten.mul.Tensor %2253, %2254 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2260, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2827 = torch.constant.int 1
    %2261 = torch.aten.add.Tensor %2259, %2260, %int1_2827 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2261, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2262 = torch.prim.ListConstruct %2258, %2261 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2828 = torch.constant.int -1
    %2263 = torch.aten.stack %2262, %int-1_2828 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2263, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2829 = torch.constant.int 1
    %int4_2830 = torch.constant.int 4
    %int16_2831 = torch.constant.int 16
    %2264 = torch.prim.ListConstruct %2, %int1_2829, %int4_2830, %int16_2831 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2265 = torch.aten.view %2263, %2264 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2265, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2832 = torch.constant.int 3
    %int0_2833 = torch.constant.int 0
    %int9223372036854775807_2834 = torch.constant.int 9223372036854775807
    %int2_2835 = torch.constant.int 2
    %2266 = torch.aten.slice.Tensor %2247, %int3_2832, %int0_2833, %int9223372036854775807_2834, %int2_2835 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2266, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2836 = torch.constant.int 3
    %int1_2837 = torch.constant.int 1
    %int9223372036854775807_2838 = torch.constant.int 9223372036854775807
    %int2_2839 = torch.constant.int 2
    %2267 = torch.aten.slice.Tensor %2247, %int3_2836, %int1_2837, %int9223372036854775807_2838, %int2_2839 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2267, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2840 = torch.constant.int -2
    %2268 = torch.aten.unsqueeze %17, %int-2_2840 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2841 = torch.constant.int -2
    %2269 = torch.aten.unsqueeze %19, %int-2_2841 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2270 = torch.aten.mul.Tensor %2266, %2268 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2270, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2271 = torch.aten.mul.Tensor %2267, %2269 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2271, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2842 = torch.constant.int 1
    %2272 = torch.aten.sub.Tensor %2270, %2271, %int1_2842 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2272, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2273 = torch.aten.mul.Tensor %2266, %2269 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2273, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2274 = torch.aten.mul.Tensor %2267, %2268 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2274, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2843 = torch.constant.int 1
    %2275 = torch.aten.add.Tensor %2273, %2274, %int1_2843 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2275, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2276 = torch.prim.ListConstruct %2272, %2275 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2844 = torch.constant.int -1
    %2277 = torch.aten.stack %2276, %int-1_2844 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2277, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2845 = torch.constant.int 1
    %int2_2846 = torch.constant.int 2
    %int16_2847 = torch.constant.int 16
    %2278 = torch.prim.ListConstruct %2, %int1_2845, %int2_2846, %int16_2847 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2279 = torch.aten.view %2277, %2278 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2279, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2848 = torch.constant.int 0
    %int26 = torch.constant.int 26
    %2280 = torch.aten.select.int %arg1, %int0_2848, %int26 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2280, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2281 = torch.prim.ListConstruct %2280, %2279 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2849 = torch.constant.int 1
    %2282 = torch.aten.cat %2281, %int1_2849 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2282, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2850 = torch.constant.int 0
    %int26_2851 = torch.constant.int 26
    %2283 = torch.aten.select.int %arg2, %int0_2850, %int26_2851 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2283, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2284 = torch.prim.ListConstruct %2283, %2251 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2852 = torch.constant.int 1
    %2285 = torch.aten.cat %2284, %int1_2852 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2285, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2853 = torch.constant.int 1
    %int2_2854 = torch.constant.int 2
    %2286 = torch.aten.transpose.int %2265, %int1_2853, %int2_2854 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2286, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2855 = torch.constant.int 1
    %int2_2856 = torch.constant.int 2
    %2287 = torch.aten.transpose.int %2282, %int1_2855, %int2_2856 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2287, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2857 = torch.constant.int 1
    %int2_2858 = torch.constant.int 2
    %2288 = torch.aten.transpose.int %2285, %int1_2857, %int2_2858 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2288, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2859 = torch.constant.none
    %float0.000000e00_2860 = torch.constant.float 0.000000e+00
    %false_2861 = torch.constant.bool false
    %none_2862 = torch.constant.none
    %true_2863 = torch.constant.bool true
    %2289 = torch.aten.scaled_dot_product_attention %2286, %2287, %2288, %none_2859, %float0.000000e00_2860, %false_2861, %none_2862, %true_2863 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2289, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2864 = torch.constant.int 1
    %int2_2865 = torch.constant.int 2
    %2290 = torch.aten.transpose.int %2289, %int1_2864, %int2_2865 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2290, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2866 = torch.constant.int 1
    %int64_2867 = torch.constant.int 64
    %2291 = torch.prim.ListConstruct %2, %int1_2866, %int64_2867 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2292 = torch.aten.view %2290, %2291 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2292, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.26.wo.weight = util.global.load @__auto.layers.26.wo.weight : tensor<64x64xf16>
    %2293 = torch_c.from_builtin_tensor %__auto.layers.26.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2868 = torch.constant.none
    %2294 = torch.aten.linear %2292, %2293, %none_2868 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2294, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2869 = torch.constant.int 1
    %2295 = torch.aten.add.Tensor %2229, %2294, %int1_2869 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2295, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2870 = torch.constant.none
    %none_2871 = torch.constant.none
    %int5_2872 = torch.constant.int 5
    %meta_2873 = torch.constant.device "meta"
    %int0_2874 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2295, %none_2870, %none_2871, %int5_2872, %meta_2873, %int0_2874 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2875 = torch.constant.int 6
    %2296 = torch.prims.convert_element_type %2295, %int6_2875 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2296, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2876 = torch.constant.int 2
    %2297 = torch.aten.pow.Tensor_Scalar %2296, %int2_2876 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2297, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2877 = torch.constant.int -1
    %2298 = torch.prim.ListConstruct %int-1_2877 : (!torch.int) -> !torch.list<int>
    %true_2878 = torch.constant.bool true
    %none_2879 = torch.constant.none
    %2299 = torch.aten.mean.dim %2297, %2298, %true_2878, %none_2879 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2299, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2880 = torch.constant.float 1.000000e-05
    %int1_2881 = torch.constant.int 1
    %2300 = torch.aten.add.Scalar %2299, %float1.000000e-05_2880, %int1_2881 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2300, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2301 = torch.aten.rsqrt %2300 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2301, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2302 = torch.aten.mul.Tensor %2296, %2301 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2302, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2882 = torch.constant.none
    %none_2883 = torch.constant.none
    %int6_2884 = torch.constant.int 6
    %meta_2885 = torch.constant.device "meta"
    %int0_2886 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2302, %none_2882, %none_2883, %int6_2884, %meta_2885, %int0_2886 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2887 = torch.constant.int 5
    %2303 = torch.prims.convert_element_type %2302, %int5_2887 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2303, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.26.ffn_norm.weight = util.global.load @__auto.layers.26.ffn_norm.weight : tensor<64xf16>
    %2304 = torch_c.from_builtin_tensor %__auto.layers.26.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2305 = torch.aten.mul.Tensor %2303, %2304 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2305, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.26.w1.weight = util.global.load @__auto.layers.26.w1.weight : tensor<128x64xf16>
    %2306 = torch_c.from_builtin_tensor %__auto.layers.26.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2888 = torch.constant.none
    %2307 = torch.aten.linear %2305, %2306, %none_2888 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2307, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2308 = torch.aten.silu %2307 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2308, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.26.w3.weight = util.global.load @__auto.layers.26.w3.weight : tensor<128x64xf16>
    %2309 = torch_c.from_builtin_tensor %__auto.layers.26.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2889 = torch.constant.none
    %2310 = torch.aten.linear %2305, %2309, %none_2889 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2310, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2311 = torch.aten.mul.Tensor %2308, %2310 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2311, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.26.w2.weight = util.global.load @__auto.layers.26.w2.weight : tensor<64x128xf16>
    %2312 = torch_c.from_builtin_tensor %__auto.layers.26.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2890 = torch.constant.none
    %2313 = torch.aten.linear %2311, %2312, %none_2890 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2313, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2891 = torch.constant.int 1
    %2314 = torch.aten.add.Tensor %2295, %2313, %int1_2891 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2314, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2892 = torch.constant.none
    %none_2893 = torch.constant.none
    %int5_2894 = torch.constant.int 5
    %meta_2895 = torch.constant.device "meta"
    %int0_2896 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2314, %none_2892, %none_2893, %int5_2894, %meta_2895, %int0_2896 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2897 = torch.constant.int 6
    %2315 = torch.prims.convert_element_type %2314, %int6_2897 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2315, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2898 = torch.constant.int 2
    %2316 = torch.aten.pow.Tensor_Scalar %2315, %int2_2898 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2316, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2899 = torch.constant.int -1
    %2317 = torch.prim.ListConstruct %int-1_2899 : (!torch.int) -> !torch.list<int>
    %true_2900 = torch.constant.bool true
    %none_2901 = torch.constant.none
    %2318 = torch.aten.mean.dim %2316, %2317, %true_2900, %none_2901 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2318, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2902 = torch.constant.float 1.000000e-05
    %int1_2903 = torch.constant.int 1
    %2319 = torch.aten.add.Scalar %2318, %float1.000000e-05_2902, %int1_2903 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2319, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2320 = torch.aten.rsqrt %2319 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2320, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2321 = torch.aten.mul.Tensor %2315, %2320 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2321, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2904 = torch.constant.none
    %none_2905 = torch.constant.none
    %int6_2906 = torch.constant.int 6
    %meta_2907 = torch.constant.device "meta"
    %int0_2908 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2321, %none_2904, %none_2905, %int6_2906, %meta_2907, %int0_2908 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2909 = torch.constant.int 5
    %2322 = torch.prims.convert_element_type %2321, %int5_2909 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2322, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.27.attn_norm.weight = util.global.load @__auto.layers.27.attn_norm.weight : tensor<64xf16>
    %2323 = torch_c.from_builtin_tensor %__auto.layers.27.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2324 = torch.aten.mul.Tensor %2322, %2323 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2324, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.27.wq.weight = util.global.load @__auto.layers.27.wq.weight : tensor<64x64xf16>
    %2325 = torch_c.from_builtin_tensor %__auto.layers.27.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2910 = torch.constant.none
    %2326 = torch.aten.linear %2324, %2325, %none_2910 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2326, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2911 = torch.constant.int 1
    %int4_2912 = torch.constant.int 4
    %int16_2913 = torch.constant.int 16
    %2327 = torch.prim.ListConstruct %2, %int1_2911, %int4_2912, %int16_2913 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2328 = torch.aten.view %2326, %2327 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2328, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.27.wk.weight = util.global.load @__auto.layers.27.wk.weight : tensor<32x64xf16>
    %2329 = torch_c.from_builtin_tensor %__auto.layers.27.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2914 = torch.constant.none
    %2330 = torch.aten.linear %2324, %2329, %none_2914 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2330, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2915 = torch.constant.int 1
    %int2_2916 = torch.constant.int 2
    %int16_2917 = torch.constant.int 16
    %2331 = torch.prim.ListConstruct %2, %int1_2915, %int2_2916, %int16_2917 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2332 = torch.aten.view %2330, %2331 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2332, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.27.wv.weight = util.global.load @__auto.layers.27.wv.weight : tensor<32x64xf16>
    %2333 = torch_c.from_builtin_tensor %__auto.layers.27.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_2918 = torch.constant.none
    %2334 = torch.aten.linear %2324, %2333, %none_2918 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2334, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_2919 = torch.constant.int 1
    %int2_2920 = torch.constant.int 2
    %int16_2921 = torch.constant.int 16
    %2335 = torch.prim.ListConstruct %2, %int1_2919, %int2_2920, %int16_2921 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2336 = torch.aten.view %2334, %2335 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2336, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_2922 = torch.constant.int 3
    %int0_2923 = torch.constant.int 0
    %int9223372036854775807_2924 = torch.constant.int 9223372036854775807
    %int2_2925 = torch.constant.int 2
    %2337 = torch.aten.slice.Tensor %2328, %int3_2922, %int0_2923, %int9223372036854775807_2924, %int2_2925 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2337, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_2926 = torch.constant.int 3
    %int1_2927 = torch.constant.int 1
    %int9223372036854775807_2928 = torch.constant.int 9223372036854775807
    %int2_2929 = torch.constant.int 2
    %2338 = torch.aten.slice.Tensor %2328, %int3_2926, %int1_2927, %int9223372036854775807_2928, %int2_2929 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2338, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_2930 = torch.constant.int -2
    %2339 = torch.aten.unsqueeze %17, %int-2_2930 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2931 = torch.constant.int -2
    %2340 = torch.aten.unsqueeze %19, %int-2_2931 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2341 = torch.aten.mul.Tensor %2337, %2339 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2341, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2342 = torch.aten.mul.Tensor %2338, %2340 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2342, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2932 = torch.constant.int 1
    %2343 = torch.aten.sub.Tensor %2341, %2342, %int1_2932 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2343, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2344 = torch.aten.mul.Tensor %2337, %2340 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2344, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2345 = torch.aten.mul.Tensor %2338, %2339 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2345, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_2933 = torch.constant.int 1
    %2346 = torch.aten.add.Tensor %2344, %2345, %int1_2933 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2346, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2347 = torch.prim.ListConstruct %2343, %2346 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_2934 = torch.constant.int -1
    %2348 = torch.aten.stack %2347, %int-1_2934 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2348, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_2935 = torch.constant.int 1
    %int4_2936 = torch.constant.int 4
    %int16_2937 = torch.constant.int 16
    %2349 = torch.prim.ListConstruct %2, %int1_2935, %int4_2936, %int16_2937 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2350 = torch.aten.view %2348, %2349 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2350, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_2938 = torch.constant.int 3
    %int0_2939 = torch.constant.int 0
    %int9223372036854775807_2940 = torch.constant.int 9223372036854775807
    %int2_2941 = torch.constant.int 2
    %2351 = torch.aten.slice.Tensor %2332, %int3_2938, %int0_2939, %int9223372036854775807_2940, %int2_2941 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2351, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_2942 = torch.constant.int 3
    %int1_2943 = torch.constant.int 1
    %int9223372036854775807_2944 = torch.constant.int 9223372036854775807
    %int2_2945 = torch.constant.int 2
    %2352 = torch.aten.slice.Tensor %2332, %int3_2942, %int1_2943, %int9223372036854775807_2944, %int2_2945 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2352, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_2946 = torch.constant.int -2
    %2353 = torch.aten.unsqueeze %17, %int-2_2946 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_2947 = torch.constant.int -2
    %2354 = torch.aten.unsqueeze %19, %int-2_2947 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2355 = torch.aten.mul.Tensor %2351, %2353 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2355, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2356 = torch.aten.mul.Tensor %2352, %2354 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2356, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2948 = torch.constant.int 1
    %2357 = torch.aten.sub.Tensor %2355, %2356, %int1_2948 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2357, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2358 = torch.aten.mul.Tensor %2351, %2354 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2358, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2359 = torch.aten.mul.Tensor %2352, %2353 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2359, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_2949 = torch.constant.int 1
    %2360 = torch.aten.add.Tensor %2358, %2359, %int1_2949 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2360, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2361 = torch.prim.ListConstruct %2357, %2360 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_2950 = torch.constant.int -1
    %2362 = torch.aten.stack %2361, %int-1_2950 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2362, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_2951 = torch.constant.int 1
    %int2_2952 = torch.constant.int 2
    %int16_2953 = torch.constant.int 16
    %2363 = torch.prim.ListConstruct %2, %int1_2951, %int2_2952, %int16_2953 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2364 = torch.aten.view %2362, %2363 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2364, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_2954 = torch.constant.int 0
    %int27 = torch.constant.int 27
    %2365 = torch.aten.select.int %arg1, %int0_2954, %int27 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2365, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2366 = torch.prim.ListConstruct %2365, %2364 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2955 = torch.constant.int 1
    %2367 = torch.aten.cat %2366, %int1_2955 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2367, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_2956 = torch.constant.int 0
    %int27_2957 = torch.constant.int 27
    %2368 = torch.aten.select.int %arg2, %int0_2956, %int27_2957 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2368, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2369 = torch.prim.ListConstruct %2368, %2336 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_2958 = torch.constant.int 1
    %2370 = torch.aten.cat %2369, %int1_2958 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2370, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_2959 = torch.constant.int 1
    %int2_2960 = torch.constant.int 2
    %2371 = torch.aten.transpose.int %2350, %int1_2959, %int2_2960 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2371, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2961 = torch.constant.int 1
    %int2_2962 = torch.constant.int 2
    %2372 = torch.aten.transpose.int %2367, %int1_2961, %int2_2962 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2372, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_2963 = torch.constant.int 1
    %int2_2964 = torch.constant.int 2
    %2373 = torch.aten.transpose.int %2370, %int1_2963, %int2_2964 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2373, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_2965 = torch.constant.none
    %float0.000000e00_2966 = torch.constant.float 0.000000e+00
    %false_2967 = torch.constant.bool false
    %none_2968 = torch.constant.none
    %true_2969 = torch.constant.bool true
    %2374 = torch.aten.scaled_dot_product_attention %2371, %2372, %2373, %none_2965, %float0.000000e00_2966, %false_2967, %none_2968, %true_2969 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2374, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_2970 = torch.constant.int 1
    %int2_2971 = torch.constant.int 2
    %2375 = torch.aten.transpose.int %2374, %int1_2970, %int2_2971 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2375, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_2972 = torch.constant.int 1
    %int64_2973 = torch.constant.int 64
    %2376 = torch.prim.ListConstruct %2, %int1_2972, %int64_2973 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2377 = torch.aten.view %2375, %2376 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2377, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.27.wo.weight = util.global.load @__auto.layers.27.wo.weight : tensor<64x64xf16>
    %2378 = torch_c.from_builtin_tensor %__auto.layers.27.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_2974 = torch.constant.none
    %2379 = torch.aten.linear %2377, %2378, %none_2974 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2379, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2975 = torch.constant.int 1
    %2380 = torch.aten.add.Tensor %2314, %2379, %int1_2975 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2380, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2976 = torch.constant.none
    %none_2977 = torch.constant.none
    %int5_2978 = torch.constant.int 5
    %meta_2979 = torch.constant.device "meta"
    %int0_2980 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2380, %none_2976, %none_2977, %int5_2978, %meta_2979, %int0_2980 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_2981 = torch.constant.int 6
    %2381 = torch.prims.convert_element_type %2380, %int6_2981 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2381, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_2982 = torch.constant.int 2
    %2382 = torch.aten.pow.Tensor_Scalar %2381, %int2_2982 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2382, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_2983 = torch.constant.int -1
    %2383 = torch.prim.ListConstruct %int-1_2983 : (!torch.int) -> !torch.list<int>
    %true_2984 = torch.constant.bool true
    %none_2985 = torch.constant.none
    %2384 = torch.aten.mean.dim %2382, %2383, %true_2984, %none_2985 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2384, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_2986 = torch.constant.float 1.000000e-05
    %int1_2987 = torch.constant.int 1
    %2385 = torch.aten.add.Scalar %2384, %float1.000000e-05_2986, %int1_2987 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2385, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2386 = torch.aten.rsqrt %2385 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2386, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2387 = torch.aten.mul.Tensor %2381, %2386 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2387, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_2988 = torch.constant.none
    %none_2989 = torch.constant.none
    %int6_2990 = torch.constant.int 6
    %meta_2991 = torch.constant.device "meta"
    %int0_2992 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2387, %none_2988, %none_2989, %int6_2990, %meta_2991, %int0_2992 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_2993 = torch.constant.int 5
    %2388 = torch.prims.convert_element_type %2387, %int5_2993 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2388, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.27.ffn_norm.weight = util.global.load @__auto.layers.27.ffn_norm.weight : tensor<64xf16>
    %2389 = torch_c.from_builtin_tensor %__auto.layers.27.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2390 = torch.aten.mul.Tensor %2388, %2389 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2390, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.27.w1.weight = util.global.load @__auto.layers.27.w1.weight : tensor<128x64xf16>
    %2391 = torch_c.from_builtin_tensor %__auto.layers.27.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2994 = torch.constant.none
    %2392 = torch.aten.linear %2390, %2391, %none_2994 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2392, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2393 = torch.aten.silu %2392 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2393, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.27.w3.weight = util.global.load @__auto.layers.27.w3.weight : tensor<128x64xf16>
    %2394 = torch_c.from_builtin_tensor %__auto.layers.27.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_2995 = torch.constant.none
    %2395 = torch.aten.linear %2390, %2394, %none_2995 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2395, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2396 = torch.aten.mul.Tensor %2393, %2395 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2396, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.27.w2.weight = util.global.load @__auto.layers.27.w2.weight : tensor<64x128xf16>
    %2397 = torch_c.from_builtin_tensor %__auto.layers.27.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_2996 = torch.constant.none
    %2398 = torch.aten.linear %2396, %2397, %none_2996 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2398, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_2997 = torch.constant.int 1
    %2399 = torch.aten.add.Tensor %2380, %2398, %int1_2997 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2399, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_2998 = torch.constant.none
    %none_2999 = torch.constant.none
    %int5_3000 = torch.constant.int 5
    %meta_3001 = torch.constant.device "meta"
    %int0_3002 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2399, %none_2998, %none_2999, %int5_3000, %meta_3001, %int0_3002 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3003 = torch.constant.int 6
    %2400 = torch.prims.convert_element_type %2399, %int6_3003 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2400, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3004 = torch.constant.int 2
    %2401 = torch.aten.pow.Tensor_Scalar %2400, %int2_3004 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2401, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3005 = torch.constant.int -1
    %2402 = torch.prim.ListConstruct %int-1_3005 : (!torch.int) -> !torch.list<int>
    %true_3006 = torch.constant.bool true
    %none_3007 = torch.constant.none
    %2403 = torch.aten.mean.dim %2401, %2402, %true_3006, %none_3007 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2403, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3008 = torch.constant.float 1.000000e-05
    %int1_3009 = torch.constant.int 1
    %2404 = torch.aten.add.Scalar %2403, %float1.000000e-05_3008, %int1_3009 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2404, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2405 = torch.aten.rsqrt %2404 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2405, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2406 = torch.aten.mul.Tensor %2400, %2405 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2406, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3010 = torch.constant.none
    %none_3011 = torch.constant.none
    %int6_3012 = torch.constant.int 6
    %meta_3013 = torch.constant.device "meta"
    %int0_3014 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2406, %none_3010, %none_3011, %int6_3012, %meta_3013, %int0_3014 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3015 = torch.constant.int 5
    %2407 = torch.prims.convert_element_type %2406, %int5_3015 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2407, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.28.attn_norm.weight = util.global.load @__auto.layers.28.attn_norm.weight : tensor<64xf16>
    %2408 = torch_c.from_builtin_tensor %__auto.layers.28.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2409 = torch.aten.mul.Tensor %2407, %2408 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2409, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.28.wq.weight = util.global.load @__auto.layers.28.wq.weight : tensor<64x64xf16>
    %2410 = torch_c.from_builtin_tensor %__auto.layers.28.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3016 = torch.constant.none
    %2411 = torch.aten.linear %2409, %2410, %none_3016 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2411, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3017 = torch.constant.int 1
    %int4_3018 = torch.constant.int 4
    %int16_3019 = torch.constant.int 16
    %2412 = torch.prim.ListConstruct %2, %int1_3017, %int4_3018, %int16_3019 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2413 = torch.aten.view %2411, %2412 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2413, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.28.wk.weight = util.global.load @__auto.layers.28.wk.weight : tensor<32x64xf16>
    %2414 = torch_c.from_builtin_tensor %__auto.layers.28.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3020 = torch.constant.none
    %2415 = torch.aten.linear %2409, %2414, %none_3020 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2415, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3021 = torch.constant.int 1
    %int2_3022 = torch.constant.int 2
    %int16_3023 = torch.constant.int 16
    %2416 = torch.prim.ListConstruct %2, %int1_3021, %int2_3022, %int16_3023 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2417 = torch.aten.view %2415, %2416 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2417, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.28.wv.weight = util.global.load @__auto.layers.28.wv.weight : tensor<32x64xf16>
    %2418 = torch_c.from_builtin_tensor %__auto.layers.28.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3024 = torch.constant.none
    %2419 = torch.aten.linear %2409, %2418, %none_3024 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2419, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3025 = torch.constant.int 1
    %int2_3026 = torch.constant.int 2
    %int16_3027 = torch.constant.int 16
    %2420 = torch.prim.ListConstruct %2, %int1_3025, %int2_3026, %int16_3027 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2421 = torch.aten.view %2419, %2420 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2421, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_3028 = torch.constant.int 3
    %int0_3029 = torch.constant.int 0
    %int9223372036854775807_3030 = torch.constant.int 9223372036854775807
    %int2_3031 = torch.constant.int 2
    %2422 = torch.aten.slice.Tensor %2413, %int3_3028, %int0_3029, %int9223372036854775807_3030, %int2_3031 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2422, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_3032 = torch.constant.int 3
    %int1_3033 = torch.constant.int 1
    %int9223372036854775807_3034 = torch.constant.int 9223372036854775807
    %int2_3035 = torch.constant.int 2
    %2423 = torch.aten.slice.Tensor %2413, %int3_3032, %int1_3033, %int9223372036854775807_3034, %int2_3035 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2423, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_3036 = torch.constant.int -2
    %2424 = torch.aten.unsqueeze %17, %int-2_3036 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3037 = torch.constant.int -2
    %2425 = torch.aten.unsqueeze %19, %int-2_3037 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2426 = torch.aten.mul.Tensor %2422, %2424 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2426, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2427 = torch.aten.mul.Tensor %2423, %2425 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2427, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3038 = torch.constant.int 1
    %2428 = torch.aten.sub.Tensor %2426, %2427, %int1_3038 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2428, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2429 = torch.aten.mul.Tensor %2422, %2425 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2429, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2430 = torch.aten.mul.Tensor %2423, %2424 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2430, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3039 = torch.constant.int 1
    %2431 = torch.aten.add.Tensor %2429, %2430, %int1_3039 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2431, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2432 = torch.prim.ListConstruct %2428, %2431 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_3040 = torch.constant.int -1
    %2433 = torch.aten.stack %2432, %int-1_3040 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2433, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_3041 = torch.constant.int 1
    %int4_3042 = torch.constant.int 4
    %int16_3043 = torch.constant.int 16
    %2434 = torch.prim.ListConstruct %2, %int1_3041, %int4_3042, %int16_3043 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2435 = torch.aten.view %2433, %2434 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2435, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_3044 = torch.constant.int 3
    %int0_3045 = torch.constant.int 0
    %int9223372036854775807_3046 = torch.constant.int 9223372036854775807
    %int2_3047 = torch.constant.int 2
    %2436 = torch.aten.slice.Tensor %2417, %int3_3044, %int0_3045, %int9223372036854775807_3046, %int2_3047 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2436, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_3048 = torch.constant.int 3
    %int1_3049 = torch.constant.int 1
    %int9223372036854775807_3050 = torch.constant.int 9223372036854775807
    %int2_3051 = torch.constant.int 2
    %2437 = torch.aten.slice.Tensor %2417, %int3_3048, %int1_3049, %int9223372036854775807_3050, %int2_3051 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2437, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_3052 = torch.constant.int -2
    %2438 = torch.aten.unsqueeze %17, %int-2_3052 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3053 = torch.constant.int -2
    %2439 = torch.aten.unsqueeze %19, %int-2_3053 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2440 = torch.aten.mul.Tensor %2436, %2438 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2440, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2441 = torch.aten.mul.Tensor %2437, %2439 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2441, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3054 = torch.constant.int 1
    %2442 = torch.aten.sub.Tensor %2440, %2441, %int1_3054 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2442, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2443 = torch.aten.mul.Tensor %2436, %2439 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2443, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2444 = torch.aten.mul.Tensor %2437, %2438 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2444, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3055 = torch.constant.int 1
    %2445 = torch.aten.add.Tensor %2443, %2444, %int1_3055 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2445, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2446 = torch.prim.ListConstruct %2442, %2445 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_3056 = torch.constant.int -1
    %2447 = torch.aten.stack %2446, %int-1_3056 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2447, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_3057 = torch.constant.int 1
    %int2_3058 = torch.constant.int 2
    %int16_3059 = torch.constant.int 16
    %2448 = torch.prim.ListConstruct %2, %int1_3057, %int2_3058, %int16_3059 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2449 = torch.aten.view %2447, %2448 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2449, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_3060 = torch.constant.int 0
    %int28 = torch.constant.int 28
    %2450 = torch.aten.select.int %arg1, %int0_3060, %int28 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2450, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2451 = torch.prim.ListConstruct %2450, %2449 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3061 = torch.constant.int 1
    %2452 = torch.aten.cat %2451, %int1_3061 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2452, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_3062 = torch.constant.int 0
    %int28_3063 = torch.constant.int 28
    %2453 = torch.aten.select.int %arg2, %int0_3062, %int28_3063 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2453, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2454 = torch.prim.ListConstruct %2453, %2421 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3064 = torch.constant.int 1
    %2455 = torch.aten.cat %2454, %int1_3064 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2455, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_3065 = torch.constant.int 1
    %int2_3066 = torch.constant.int 2
    %2456 = torch.aten.transpose.int %2435, %int1_3065, %int2_3066 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2456, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3067 = torch.constant.int 1
    %int2_3068 = torch.constant.int 2
    %2457 = torch.aten.transpose.int %2452, %int1_3067, %int2_3068 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2457, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_3069 = torch.constant.int 1
    %int2_3070 = torch.constant.int 2
    %2458 = torch.aten.transpose.int %2455, %int1_3069, %int2_3070 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2458, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_3071 = torch.constant.none
    %float0.000000e00_3072 = torch.constant.float 0.000000e+00
    %false_3073 = torch.constant.bool false
    %none_3074 = torch.constant.none
    %true_3075 = torch.constant.bool true
    %2459 = torch.aten.scaled_dot_product_attention %2456, %2457, %2458, %none_3071, %float0.000000e00_3072, %false_3073, %none_3074, %true_3075 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2459, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3076 = torch.constant.int 1
    %int2_3077 = torch.constant.int 2
    %2460 = torch.aten.transpose.int %2459, %int1_3076, %int2_3077 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2460, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_3078 = torch.constant.int 1
    %int64_3079 = torch.constant.int 64
    %2461 = torch.prim.ListConstruct %2, %int1_3078, %int64_3079 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2462 = torch.aten.view %2460, %2461 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2462, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.28.wo.weight = util.global.load @__auto.layers.28.wo.weight : tensor<64x64xf16>
    %2463 = torch_c.from_builtin_tensor %__auto.layers.28.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3080 = torch.constant.none
    %2464 = torch.aten.linear %2462, %2463, %none_3080 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2464, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3081 = torch.constant.int 1
    %2465 = torch.aten.add.Tensor %2399, %2464, %int1_3081 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2465, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3082 = torch.constant.none
    %none_3083 = torch.constant.none
    %int5_3084 = torch.constant.int 5
    %meta_3085 = torch.constant.device "meta"
    %int0_3086 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2465, %none_3082, %none_3083, %int5_3084, %meta_3085, %int0_3086 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3087 = torch.constant.int 6
    %2466 = torch.prims.convert_element_type %2465, %int6_3087 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2466, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3088 = torch.constant.int 2
    %2467 = torch.aten.pow.Tensor_Scalar %2466, %int2_3088 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2467, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3089 = torch.constant.int -1
    %2468 = torch.prim.ListConstruct %int-1_3089 : (!torch.int) -> !torch.list<int>
    %true_3090 = torch.constant.bool true
    %none_3091 = torch.constant.none
    %2469 = torch.aten.mean.dim %2467, %2468, %true_3090, %none_3091 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2469, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3092 = torch.constant.float 1.000000e-05
    %int1_3093 = torch.constant.int 1
    %2470 = torch.aten.add.Scalar %2469, %float1.000000e-05_3092, %int1_3093 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2470, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2471 = torch.aten.rsqrt %2470 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2471, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2472 = torch.aten.mul.Tensor %2466, %2471 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2472, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3094 = torch.constant.none
    %none_3095 = torch.constant.none
    %int6_3096 = torch.constant.int 6
    %meta_3097 = torch.constant.device "meta"
    %int0_3098 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2472, %none_3094, %none_3095, %int6_3096, %meta_3097, %int0_3098 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3099 = torch.constant.int 5
    %2473 = torch.prims.convert_element_type %2472, %int5_3099 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2473, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.28.ffn_norm.weight = util.global.load @__auto.layers.28.ffn_norm.weight : tensor<64xf16>
    %2474 = torch_c.from_builtin_tensor %__auto.layers.28.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2475 = torch.aten.mul.Tensor %2473, %2474 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2475, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.28.w1.weight = util.global.load @__auto.layers.28.w1.weight : tensor<128x64xf16>
    %2476 = torch_c.from_builtin_tensor %__auto.layers.28.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3100 = torch.constant.none
    %2477 = torch.aten.linear %2475, %2476, %none_3100 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2477, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2478 = torch.aten.silu %2477 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2478, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.28.w3.weight = util.global.load @__auto.layers.28.w3.weight : tensor<128x64xf16>
    %2479 = torch_c.from_builtin_tensor %__auto.layers.28.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3101 = torch.constant.none
    %2480 = torch.aten.linear %2475, %2479, %none_3101 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2480, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2481 = torch.aten.mul.Tensor %2478, %2480 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2481, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.28.w2.weight = util.global.load @__auto.layers.28.w2.weight : tensor<64x128xf16>
    %2482 = torch_c.from_builtin_tensor %__auto.layers.28.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_3102 = torch.constant.none
    %2483 = torch.aten.linear %2481, %2482, %none_3102 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2483, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3103 = torch.constant.int 1
    %2484 = torch.aten.add.Tensor %2465, %2483, %int1_3103 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2484, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3104 = torch.constant.none
    %none_3105 = torch.constant.none
    %int5_3106 = torch.constant.int 5
    %meta_3107 = torch.constant.device "meta"
    %int0_3108 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2484, %none_3104, %none_3105, %int5_3106, %meta_3107, %int0_3108 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3109 = torch.constant.int 6
    %2485 = torch.prims.convert_element_type %2484, %int6_3109 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2485, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3110 = torch.constant.int 2
    %2486 = torch.aten.pow.Tensor_Scalar %2485, %int2_3110 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2486, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3111 = torch.constant.int -1
    %2487 = torch.prim.ListConstruct %int-1_3111 : (!torch.int) -> !torch.list<int>
    %true_3112 = torch.constant.bool true
    %none_3113 = torch.constant.none
    %2488 = torch.aten.mean.dim %2486, %2487, %true_3112, %none_3113 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2488, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3114 = torch.constant.float 1.000000e-05
    %int1_3115 = torch.constant.int 1
    %2489 = torch.aten.add.Scalar %2488, %float1.000000e-05_3114, %int1_3115 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2489, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2490 = torch.aten.rsqrt %2489 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2490, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2491 = torch.aten.mul.Tensor %2485, %2490 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2491, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3116 = torch.constant.none
    %none_3117 = torch.constant.none
    %int6_3118 = torch.constant.int 6
    %meta_3119 = torch.constant.device "meta"
    %int0_3120 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2491, %none_3116, %none_3117, %int6_3118, %meta_3119, %int0_3120 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3121 = torch.constant.int 5
    %2492 = torch.prims.convert_element_type %2491, %int5_3121 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2492, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.29.attn_norm.weight = util.global.load @__auto.layers.29.attn_norm.weight : tensor<64xf16>
    %2493 = torch_c.from_builtin_tensor %__auto.layers.29.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2494 = torch.aten.mul.Tensor %2492, %2493 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2494, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.29.wq.weight = util.global.load @__auto.layers.29.wq.weight : tensor<64x64xf16>
    %2495 = torch_c.from_builtin_tensor %__auto.layers.29.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3122 = torch.constant.none
    %2496 = torch.aten.linear %2494, %2495, %none_3122 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2496, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3123 = torch.constant.int 1
    %int4_3124 = torch.constant.int 4
    %int16_3125 = torch.constant.int 16
    %2497 = torch.prim.ListConstruct %2, %int1_3123, %int4_3124, %int16_3125 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2498 = torch.aten.view %2496, %2497 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2498, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.29.wk.weight = util.global.load @__auto.layers.29.wk.weight : tensor<32x64xf16>
    %2499 = torch_c.from_builtin_tensor %__auto.layers.29.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3126 = torch.constant.none
    %2500 = torch.aten.linear %2494, %2499, %none_3126 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2500, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3127 = torch.constant.int 1
    %int2_3128 = torch.constant.int 2
    %int16_3129 = torch.constant.int 16
    %2501 = torch.prim.ListConstruct %2, %int1_3127, %int2_3128, %int16_3129 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2502 = torch.aten.view %2500, %2501 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2502, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.29.wv.weight = util.global.load @__auto.layers.29.wv.weight : tensor<32x64xf16>
    %2503 = torch_c.from_builtin_tensor %__auto.layers.29.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3130 = torch.constant.none
    %2504 = torch.aten.linear %2494, %2503, %none_3130 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2504, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3131 = torch.constant.int 1
    %int2_3132 = torch.constant.int 2
    %int16_3133 = torch.constant.int 16
    %2505 = torch.prim.ListConstruct %2, %int1_3131, %int2_3132, %int16_3133 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2506 = torch.aten.view %2504, %2505 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2506, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_3134 = torch.constant.int 3
    %int0_3135 = torch.constant.int 0
    %int9223372036854775807_3136 = torch.constant.int 9223372036854775807
    %int2_3137 = torch.constant.int 2
    %2507 = torch.aten.slice.Tensor %2498, %int3_3134, %int0_3135, %int9223372036854775807_3136, %int2_3137 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2507, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_3138 = torch.constant.int 3
    %int1_3139 = torch.constant.int 1
    %int9223372036854775807_3140 = torch.constant.int 9223372036854775807
    %int2_3141 = torch.constant.int 2
    %2508 = torch.aten.slice.Tensor %2498, %int3_3138, %int1_3139, %int9223372036854775807_3140, %int2_3141 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2508, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_3142 = torch.constant.int -2
    %2509 = torch.aten.unsqueeze %17, %int-2_3142 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3143 = torch.constant.int -2
    %2510 = torch.aten.unsqueeze %19, %int-2_3143 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2511 = torch.aten.mul.Tensor %2507, %2509 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2511, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2512 = torch.aten.mul.Tensor %2508, %2510 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2512, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3144 = torch.constant.int 1
    %2513 = torch.aten.sub.Tensor %2511, %2512, %int1_3144 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2513, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2514 = torch.aten.mul.Tensor %2507, %2510 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2514, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2515 = torch.aten.mul.Tensor %2508, %2509 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2515, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3145 = torch.constant.int 1
    %2516 = torch.aten.add.Tensor %2514, %2515, %int1_3145 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2516, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2517 = torch.prim.ListConstruct %2513, %2516 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_3146 = torch.constant.int -1
    %2518 = torch.aten.stack %2517, %int-1_3146 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2518, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_3147 = torch.constant.int 1
    %int4_3148 = torch.constant.int 4
    %int16_3149 = torch.constant.int 16
    %2519 = torch.prim.ListConstruct %2, %int1_3147, %int4_3148, %int16_3149 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2520 = torch.aten.view %2518, %2519 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2520, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_3150 = torch.constant.int 3
    %int0_3151 = torch.constant.int 0
    %int9223372036854775807_3152 = torch.constant.int 9223372036854775807
    %int2_3153 = torch.constant.int 2
    %2521 = torch.aten.slice.Tensor %2502, %int3_3150, %int0_3151, %int9223372036854775807_3152, %int2_3153 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2521, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_3154 = torch.constant.int 3
    %int1_3155 = torch.constant.int 1
    %int9223372036854775807_3156 = torch.constant.int 9223372036854775807
    %int2_3157 = torch.constant.int 2
    %2522 = torch.aten.slice.Tensor %2502, %int3_3154, %int1_3155, %int9223372036854775807_3156, %int2_3157 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2522, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_3158 = torch.constant.int -2
    %2523 = torch.aten.unsqueeze %17, %int-2_3158 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3159 = torch.constant.int -2
    %2524 = torch.aten.unsqueeze %19, %int-2_3159 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2525 = torch.aten.mul.Tensor %2521, %2523 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2525, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2526 = torch.aten.mul.Tensor %2522, %2524 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2526, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3160 = torch.constant.int 1
    %2527 = torch.aten.sub.Tensor %2525, %2526, %int1_3160 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2527, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2528 = torch.aten.mul.Tensor %2521, %2524 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2528, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2529 = torch.aten.mul.Tensor %2522, %2523 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2529, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3161 = torch.constant.int 1
    %2530 = torch.aten.add.Tensor %2528, %2529, %int1_3161 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2530, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2531 = torch.prim.ListConstruct %2527, %2530 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_3162 = torch.constant.int -1
    %2532 = torch.aten.stack %2531, %int-1_3162 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2532, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_3163 = torch.constant.int 1
    %int2_3164 = torch.constant.int 2
    %int16_3165 = torch.constant.int 16
    %2533 = torch.prim.ListConstruct %2, %int1_3163, %int2_3164, %int16_3165 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2534 = torch.aten.view %2532, %2533 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2534, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_3166 = torch.constant.int 0
    %int29 = torch.constant.int 29
    %2535 = torch.aten.select.int %arg1, %int0_3166, %int29 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2535, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2536 = torch.prim.ListConstruct %2535, %2534 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3167 = torch.constant.int 1
    %2537 = torch.aten.cat %2536, %int1_3167 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2537, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_3168 = torch.constant.int 0
    %int29_3169 = torch.constant.int 29
    %2538 = torch.aten.select.int %arg2, %int0_3168, %int29_3169 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2538, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2539 = torch.prim.ListConstruct %2538, %2506 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3170 = torch.constant.int 1
    %2540 = torch.aten.cat %2539, %int1_3170 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2540, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_3171 = torch.constant.int 1
    %int2_3172 = torch.constant.int 2
    %2541 = torch.aten.transpose.int %2520, %int1_3171, %int2_3172 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2541, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3173 = torch.constant.int 1
    %int2_3174 = torch.constant.int 2
    %2542 = torch.aten.transpose.int %2537, %int1_3173, %int2_3174 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2542, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_3175 = torch.constant.int 1
    %int2_3176 = torch.constant.int 2
    %2543 = torch.aten.transpose.int %2540, %int1_3175, %int2_3176 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2543, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_3177 = torch.constant.none
    %float0.000000e00_3178 = torch.constant.float 0.000000e+00
    %false_3179 = torch.constant.bool false
    %none_3180 = torch.constant.none
    %true_3181 = torch.constant.bool true
    %2544 = torch.aten.scaled_dot_product_attention %2541, %2542, %2543, %none_3177, %float0.000000e00_3178, %false_3179, %none_3180, %true_3181 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2544, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3182 = torch.constant.int 1
    %int2_3183 = torch.constant.int 2
    %2545 = torch.aten.transpose.int %2544, %int1_3182, %int2_3183 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2545, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_3184 = torch.constant.int 1
    %int64_3185 = torch.constant.int 64
    %2546 = torch.prim.ListConstruct %2, %int1_3184, %int64_3185 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2547 = torch.aten.view %2545, %2546 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2547, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.29.wo.weight = util.global.load @__auto.layers.29.wo.weight : tensor<64x64xf16>
    %2548 = torch_c.from_builtin_tensor %__auto.layers.29.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3186 = torch.constant.none
    %2549 = torch.aten.linear %2547, %2548, %none_3186 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2549, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3187 = torch.constant.int 1
    %2550 = torch.aten.add.Tensor %2484, %2549, %int1_3187 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2550, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3188 = torch.constant.none
    %none_3189 = torch.constant.none
    %int5_3190 = torch.constant.int 5
    %meta_3191 = torch.constant.device "meta"
    %int0_3192 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2550, %none_3188, %none_3189, %int5_3190, %meta_3191, %int0_3192 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3193 = torch.constant.int 6
    %2551 = torch.prims.convert_element_type %2550, %int6_3193 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2551, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3194 = torch.constant.int 2
    %2552 = torch.aten.pow.Tensor_Scalar %2551, %int2_3194 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2552, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3195 = torch.constant.int -1
    %2553 = torch.prim.ListConstruct %int-1_3195 : (!torch.int) -> !torch.list<int>
    %true_3196 = torch.constant.bool true
    %none_3197 = torch.constant.none
    %2554 = torch.aten.mean.dim %2552, %2553, %true_3196, %none_3197 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2554, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3198 = torch.constant.float 1.000000e-05
    %int1_3199 = torch.constant.int 1
    %2555 = torch.aten.add.Scalar %2554, %float1.000000e-05_3198, %int1_3199 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2555, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2556 = torch.aten.rsqrt %2555 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2556, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2557 = torch.aten.mul.Tensor %2551, %2556 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2557, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3200 = torch.constant.none
    %none_3201 = torch.constant.none
    %int6_3202 = torch.constant.int 6
    %meta_3203 = torch.constant.device "meta"
    %int0_3204 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2557, %none_3200, %none_3201, %int6_3202, %meta_3203, %int0_3204 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3205 = torch.constant.int 5
    %2558 = torch.prims.convert_element_type %2557, %int5_3205 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2558, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.29.ffn_norm.weight = util.global.load @__auto.layers.29.ffn_norm.weight : tensor<64xf16>
    %2559 = torch_c.from_builtin_tensor %__auto.layers.29.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2560 = torch.aten.mul.Tensor %2558, %2559 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2560, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.29.w1.weight = util.global.load @__auto.layers.29.w1.weight : tensor<128x64xf16>
    %2561 = torch_c.from_builtin_tensor %__auto.layers.29.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3206 = torch.constant.none
    %2562 = torch.aten.linear %2560, %2561, %none_3206 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2562, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2563 = torch.aten.silu %2562 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2563, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.29.w3.weight = util.global.load @__auto.layers.29.w3.weight : tensor<128x64xf16>
    %2564 = torch_c.from_builtin_tensor %__auto.layers.29.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3207 = torch.constant.none
    %2565 = torch.aten.linear %2560, %2564, %none_3207 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2565, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2566 = torch.aten.mul.Tensor %2563, %2565 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2566, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.29.w2.weight = util.global.load @__auto.layers.29.w2.weight : tensor<64x128xf16>
    %2567 = torch_c.from_builtin_tensor %__auto.layers.29.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_3208 = torch.constant.none
    %2568 = torch.aten.linear %2566, %2567, %none_3208 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2568, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3209 = torch.constant.int 1
    %2569 = torch.aten.add.Tensor %2550, %2568, %int1_3209 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2569, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3210 = torch.constant.none
    %none_3211 = torch.constant.none
    %int5_3212 = torch.constant.int 5
    %meta_3213 = torch.constant.device "meta"
    %int0_3214 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2569, %none_3210, %none_3211, %int5_3212, %meta_3213, %int0_3214 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3215 = torch.constant.int 6
    %2570 = torch.prims.convert_element_type %2569, %int6_3215 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2570, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3216 = torch.constant.int 2
    %2571 = torch.aten.pow.Tensor_Scalar %2570, %int2_3216 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2571, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3217 = torch.constant.int -1
    %2572 = torch.prim.ListConstruct %int-1_3217 : (!torch.int) -> !torch.list<int>
    %true_3218 = torch.constant.bool true
    %none_3219 = torch.constant.none
    %2573 = torch.aten.mean.dim %2571, %2572, %true_3218, %none_3219 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2573, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3220 = torch.constant.float 1.000000e-05
    %int1_3221 = torch.constant.int 1
    %2574 = torch.aten.add.Scalar %2573, %float1.000000e-05_3220, %int1_3221 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2574, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2575 = torch.aten.rsqrt %2574 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2575, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2576 = torch.aten.mul.Tensor %2570, %2575 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2576, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3222 = torch.constant.none
    %none_3223 = torch.constant.none
    %int6_3224 = torch.constant.int 6
    %meta_3225 = torch.constant.device "meta"
    %int0_3226 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2576, %none_3222, %none_3223, %int6_3224, %meta_3225, %int0_3226 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3227 = torch.constant.int 5
    %2577 = torch.prims.convert_element_type %2576, %int5_3227 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2577, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.30.attn_norm.weight = util.global.load @__auto.layers.30.attn_norm.weight : tensor<64xf16>
    %2578 = torch_c.from_builtin_tensor %__auto.layers.30.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2579 = torch.aten.mul.Tensor %2577, %2578 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2579, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.30.wq.weight = util.global.load @__auto.layers.30.wq.weight : tensor<64x64xf16>
    %2580 = torch_c.from_builtin_tensor %__auto.layers.30.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3228 = torch.constant.none
    %2581 = torch.aten.linear %2579, %2580, %none_3228 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2581, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3229 = torch.constant.int 1
    %int4_3230 = torch.constant.int 4
    %int16_3231 = torch.constant.int 16
    %2582 = torch.prim.ListConstruct %2, %int1_3229, %int4_3230, %int16_3231 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2583 = torch.aten.view %2581, %2582 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2583, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.30.wk.weight = util.global.load @__auto.layers.30.wk.weight : tensor<32x64xf16>
    %2584 = torch_c.from_builtin_tensor %__auto.layers.30.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3232 = torch.constant.none
    %2585 = torch.aten.linear %2579, %2584, %none_3232 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2585, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3233 = torch.constant.int 1
    %int2_3234 = torch.constant.int 2
    %int16_3235 = torch.constant.int 16
    %2586 = torch.prim.ListConstruct %2, %int1_3233, %int2_3234, %int16_3235 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2587 = torch.aten.view %2585, %2586 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2587, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.30.wv.weight = util.global.load @__auto.layers.30.wv.weight : tensor<32x64xf16>
    %2588 = torch_c.from_builtin_tensor %__auto.layers.30.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3236 = torch.constant.none
    %2589 = torch.aten.linear %2579, %2588, %none_3236 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2589, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3237 = torch.constant.int 1
    %int2_3238 = torch.constant.int 2
    %int16_3239 = torch.constant.int 16
    %2590 = torch.prim.ListConstruct %2, %int1_3237, %int2_3238, %int16_3239 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2591 = torch.aten.view %2589, %2590 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2591, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_3240 = torch.constant.int 3
    %int0_3241 = torch.constant.int 0
    %int9223372036854775807_3242 = torch.constant.int 9223372036854775807
    %int2_3243 = torch.constant.int 2
    %2592 = torch.aten.slice.Tensor %2583, %int3_3240, %int0_3241, %int9223372036854775807_3242, %int2_3243 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2592, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_3244 = torch.constant.int 3
    %int1_3245 = torch.constant.int 1
    %int9223372036854775807_3246 = torch.constant.int 9223372036854775807
    %int2_3247 = torch.constant.int 2
    %2593 = torch.aten.slice.Tensor %2583, %int3_3244, %int1_3245, %int9223372036854775807_3246, %int2_3247 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2593, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_3248 = torch.constant.int -2
    %2594 = torch.aten.unsqueeze %17, %int-2_3248 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3249 = torch.constant.int -2
    %2595 = torch.aten.unsqueeze %19, %int-2_3249 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2596 = torch.aten.mul.Tensor %2592, %2594 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2596, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2597 = torch.aten.mul.Tensor %2593, %2595 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2597, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3250 = torch.constant.int 1
    %2598 = torch.aten.sub.Tensor %2596, %2597, %int1_3250 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2598, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2599 = torch.aten.mul.Tensor %2592, %2595 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2599, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2600 = torch.aten.mul.Tensor %2593, %2594 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2600, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3251 = torch.constant.int 1
    %2601 = torch.aten.add.Tensor %2599, %2600, %int1_3251 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2601, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2602 = torch.prim.ListConstruct %2598, %2601 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_3252 = torch.constant.int -1
    %2603 = torch.aten.stack %2602, %int-1_3252 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2603, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_3253 = torch.constant.int 1
    %int4_3254 = torch.constant.int 4
    %int16_3255 = torch.constant.int 16
    %2604 = torch.prim.ListConstruct %2, %int1_3253, %int4_3254, %int16_3255 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2605 = torch.aten.view %2603, %2604 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2605, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_3256 = torch.constant.int 3
    %int0_3257 = torch.constant.int 0
    %int9223372036854775807_3258 = torch.constant.int 9223372036854775807
    %int2_3259 = torch.constant.int 2
    %2606 = torch.aten.slice.Tensor %2587, %int3_3256, %int0_3257, %int9223372036854775807_3258, %int2_3259 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2606, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_3260 = torch.constant.int 3
    %int1_3261 = torch.constant.int 1
    %int9223372036854775807_3262 = torch.constant.int 9223372036854775807
    %int2_3263 = torch.constant.int 2
    %2607 = torch.aten.slice.Tensor %2587, %int3_3260, %int1_3261, %int9223372036854775807_3262, %int2_3263 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2607, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_3264 = torch.constant.int -2
    %2608 = torch.aten.unsqueeze %17, %int-2_3264 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3265 = torch.constant.int -2
    %2609 = torch.aten.unsqueeze %19, %int-2_3265 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2610 = torch.aten.mul.Tensor %2606, %2608 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2610, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2611 = torch.aten.mul.Tensor %2607, %2609 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2611, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3266 = torch.constant.int 1
    %2612 = torch.aten.sub.Tensor %2610, %2611, %int1_3266 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2612, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2613 = torch.aten.mul.Tensor %2606, %2609 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2613, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2614 = torch.aten.mul.Tensor %2607, %2608 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2614, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3267 = torch.constant.int 1
    %2615 = torch.aten.add.Tensor %2613, %2614, %int1_3267 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2615, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2616 = torch.prim.ListConstruct %2612, %2615 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_3268 = torch.constant.int -1
    %2617 = torch.aten.stack %2616, %int-1_3268 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2617, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_3269 = torch.constant.int 1
    %int2_3270 = torch.constant.int 2
    %int16_3271 = torch.constant.int 16
    %2618 = torch.prim.ListConstruct %2, %int1_3269, %int2_3270, %int16_3271 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2619 = torch.aten.view %2617, %2618 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2619, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_3272 = torch.constant.int 0
    %int30 = torch.constant.int 30
    %2620 = torch.aten.select.int %arg1, %int0_3272, %int30 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2620, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2621 = torch.prim.ListConstruct %2620, %2619 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3273 = torch.constant.int 1
    %2622 = torch.aten.cat %2621, %int1_3273 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2622, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_3274 = torch.constant.int 0
    %int30_3275 = torch.constant.int 30
    %2623 = torch.aten.select.int %arg2, %int0_3274, %int30_3275 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2623, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2624 = torch.prim.ListConstruct %2623, %2591 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3276 = torch.constant.int 1
    %2625 = torch.aten.cat %2624, %int1_3276 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2625, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_3277 = torch.constant.int 1
    %int2_3278 = torch.constant.int 2
    %2626 = torch.aten.transpose.int %2605, %int1_3277, %int2_3278 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2626, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3279 = torch.constant.int 1
    %int2_3280 = torch.constant.int 2
    %2627 = torch.aten.transpose.int %2622, %int1_3279, %int2_3280 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2627, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_3281 = torch.constant.int 1
    %int2_3282 = torch.constant.int 2
    %2628 = torch.aten.transpose.int %2625, %int1_3281, %int2_3282 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2628, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_3283 = torch.constant.none
    %float0.000000e00_3284 = torch.constant.float 0.000000e+00
    %false_3285 = torch.constant.bool false
    %none_3286 = torch.constant.none
    %true_3287 = torch.constant.bool true
    %2629 = torch.aten.scaled_dot_product_attention %2626, %2627, %2628, %none_3283, %float0.000000e00_3284, %false_3285, %none_3286, %true_3287 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2629, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3288 = torch.constant.int 1
    %int2_3289 = torch.constant.int 2
    %2630 = torch.aten.transpose.int %2629, %int1_3288, %int2_3289 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2630, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_3290 = torch.constant.int 1
    %int64_3291 = torch.constant.int 64
    %2631 = torch.prim.ListConstruct %2, %int1_3290, %int64_3291 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2632 = torch.aten.view %2630, %2631 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2632, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.30.wo.weight = util.global.load @__auto.layers.30.wo.weight : tensor<64x64xf16>
    %2633 = torch_c.from_builtin_tensor %__auto.layers.30.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3292 = torch.constant.none
    %2634 = torch.aten.linear %2632, %2633, %none_3292 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2634, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3293 = torch.constant.int 1
    %2635 = torch.aten.add.Tensor %2569, %2634, %int1_3293 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2635, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3294 = torch.constant.none
    %none_3295 = torch.constant.none
    %int5_3296 = torch.constant.int 5
    %meta_3297 = torch.constant.device "meta"
    %int0_3298 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2635, %none_3294, %none_3295, %int5_3296, %meta_3297, %int0_3298 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3299 = torch.constant.int 6
    %2636 = torch.prims.convert_element_type %2635, %int6_3299 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2636, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3300 = torch.constant.int 2
    %2637 = torch.aten.pow.Tensor_Scalar %2636, %int2_3300 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2637, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3301 = torch.constant.int -1
    %2638 = torch.prim.ListConstruct %int-1_3301 : (!torch.int) -> !torch.list<int>
    %true_3302 = torch.constant.bool true
    %none_3303 = torch.constant.none
    %2639 = torch.aten.mean.dim %2637, %2638, %true_3302, %none_3303 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2639, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3304 = torch.constant.float 1.000000e-05
    %int1_3305 = torch.constant.int 1
    %2640 = torch.aten.add.Scalar %2639, %float1.000000e-05_3304, %int1_3305 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2640, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2641 = torch.aten.rsqrt %2640 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2641, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2642 = torch.aten.mul.Tensor %2636, %2641 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2642, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3306 = torch.constant.none
    %none_3307 = torch.constant.none
    %int6_3308 = torch.constant.int 6
    %meta_3309 = torch.constant.device "meta"
    %int0_3310 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2642, %none_3306, %none_3307, %int6_3308, %meta_3309, %int0_3310 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3311 = torch.constant.int 5
    %2643 = torch.prims.convert_element_type %2642, %int5_3311 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2643, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.30.ffn_norm.weight = util.global.load @__auto.layers.30.ffn_norm.weight : tensor<64xf16>
    %2644 = torch_c.from_builtin_tensor %__auto.layers.30.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2645 = torch.aten.mul.Tensor %2643, %2644 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2645, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.30.w1.weight = util.global.load @__auto.layers.30.w1.weight : tensor<128x64xf16>
    %2646 = torch_c.from_builtin_tensor %__auto.layers.30.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3312 = torch.constant.none
    %2647 = torch.aten.linear %2645, %2646, %none_3312 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2647, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2648 = torch.aten.silu %2647 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2648, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.30.w3.weight = util.global.load @__auto.layers.30.w3.weight : tensor<128x64xf16>
    %2649 = torch_c.from_builtin_tensor %__auto.layers.30.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3313 = torch.constant.none
    %2650 = torch.aten.linear %2645, %2649, %none_3313 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2650, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2651 = torch.aten.mul.Tensor %2648, %2650 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2651, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.30.w2.weight = util.global.load @__auto.layers.30.w2.weight : tensor<64x128xf16>
    %2652 = torch_c.from_builtin_tensor %__auto.layers.30.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_3314 = torch.constant.none
    %2653 = torch.aten.linear %2651, %2652, %none_3314 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2653, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3315 = torch.constant.int 1
    %2654 = torch.aten.add.Tensor %2635, %2653, %int1_3315 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2654, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3316 = torch.constant.none
    %none_3317 = torch.constant.none
    %int5_3318 = torch.constant.int 5
    %meta_3319 = torch.constant.device "meta"
    %int0_3320 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2654, %none_3316, %none_3317, %int5_3318, %meta_3319, %int0_3320 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3321 = torch.constant.int 6
    %2655 = torch.prims.convert_element_type %2654, %int6_3321 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2655, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3322 = torch.constant.int 2
    %2656 = torch.aten.pow.Tensor_Scalar %2655, %int2_3322 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2656, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3323 = torch.constant.int -1
    %2657 = torch.prim.ListConstruct %int-1_3323 : (!torch.int) -> !torch.list<int>
    %true_3324 = torch.constant.bool true
    %none_3325 = torch.constant.none
    %2658 = torch.aten.mean.dim %2656, %2657, %true_3324, %none_3325 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2658, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3326 = torch.constant.float 1.000000e-05
    %int1_3327 = torch.constant.int 1
    %2659 = torch.aten.add.Scalar %2658, %float1.000000e-05_3326, %int1_3327 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2659, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2660 = torch.aten.rsqrt %2659 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2660, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2661 = torch.aten.mul.Tensor %2655, %2660 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2661, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3328 = torch.constant.none
    %none_3329 = torch.constant.none
    %int6_3330 = torch.constant.int 6
    %meta_3331 = torch.constant.device "meta"
    %int0_3332 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2661, %none_3328, %none_3329, %int6_3330, %meta_3331, %int0_3332 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3333 = torch.constant.int 5
    %2662 = torch.prims.convert_element_type %2661, %int5_3333 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2662, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.31.attn_norm.weight = util.global.load @__auto.layers.31.attn_norm.weight : tensor<64xf16>
    %2663 = torch_c.from_builtin_tensor %__auto.layers.31.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2664 = torch.aten.mul.Tensor %2662, %2663 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2664, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.31.wq.weight = util.global.load @__auto.layers.31.wq.weight : tensor<64x64xf16>
    %2665 = torch_c.from_builtin_tensor %__auto.layers.31.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3334 = torch.constant.none
    %2666 = torch.aten.linear %2664, %2665, %none_3334 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2666, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3335 = torch.constant.int 1
    %int4_3336 = torch.constant.int 4
    %int16_3337 = torch.constant.int 16
    %2667 = torch.prim.ListConstruct %2, %int1_3335, %int4_3336, %int16_3337 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2668 = torch.aten.view %2666, %2667 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2668, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.31.wk.weight = util.global.load @__auto.layers.31.wk.weight : tensor<32x64xf16>
    %2669 = torch_c.from_builtin_tensor %__auto.layers.31.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3338 = torch.constant.none
    %2670 = torch.aten.linear %2664, %2669, %none_3338 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2670, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3339 = torch.constant.int 1
    %int2_3340 = torch.constant.int 2
    %int16_3341 = torch.constant.int 16
    %2671 = torch.prim.ListConstruct %2, %int1_3339, %int2_3340, %int16_3341 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2672 = torch.aten.view %2670, %2671 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2672, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.31.wv.weight = util.global.load @__auto.layers.31.wv.weight : tensor<32x64xf16>
    %2673 = torch_c.from_builtin_tensor %__auto.layers.31.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3342 = torch.constant.none
    %2674 = torch.aten.linear %2664, %2673, %none_3342 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2674, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3343 = torch.constant.int 1
    %int2_3344 = torch.constant.int 2
    %int16_3345 = torch.constant.int 16
    %2675 = torch.prim.ListConstruct %2, %int1_3343, %int2_3344, %int16_3345 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2676 = torch.aten.view %2674, %2675 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2676, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_3346 = torch.constant.int 3
    %int0_3347 = torch.constant.int 0
    %int9223372036854775807_3348 = torch.constant.int 9223372036854775807
    %int2_3349 = torch.constant.int 2
    %2677 = torch.aten.slice.Tensor %2668, %int3_3346, %int0_3347, %int9223372036854775807_3348, %int2_3349 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2677, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_3350 = torch.constant.int 3
    %int1_3351 = torch.constant.int 1
    %int9223372036854775807_3352 = torch.constant.int 9223372036854775807
    %int2_3353 = torch.constant.int 2
    %2678 = torch.aten.slice.Tensor %2668, %int3_3350, %int1_3351, %int9223372036854775807_3352, %int2_3353 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2678, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_3354 = torch.constant.int -2
    %2679 = torch.aten.unsqueeze %17, %int-2_3354 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3355 = torch.constant.int -2
    %2680 = torch.aten.unsqueeze %19, %int-2_3355 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2681 = torch.aten.mul.Tensor %2677, %2679 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2681, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2682 = torch.aten.mul.Tensor %2678, %2680 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2682, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3356 = torch.constant.int 1
    %2683 = torch.aten.sub.Tensor %2681, %2682, %int1_3356 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2683, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2684 = torch.aten.mul.Tensor %2677, %2680 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2684, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2685 = torch.aten.mul.Tensor %2678, %2679 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2685, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3357 = torch.constant.int 1
    %2686 = torch.aten.add.Tensor %2684, %2685, %int1_3357 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2686, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2687 = torch.prim.ListConstruct %2683, %2686 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_3358 = torch.constant.int -1
    %2688 = torch.aten.stack %2687, %int-1_3358 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2688, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_3359 = torch.constant.int 1
    %int4_3360 = torch.constant.int 4
    %int16_3361 = torch.constant.int 16
    %2689 = torch.prim.ListConstruct %2, %int1_3359, %int4_3360, %int16_3361 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2690 = torch.aten.view %2688, %2689 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2690, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_3362 = torch.constant.int 3
    %int0_3363 = torch.constant.int 0
    %int9223372036854775807_3364 = torch.constant.int 9223372036854775807
    %int2_3365 = torch.constant.int 2
    %2691 = torch.aten.slice.Tensor %2672, %int3_3362, %int0_3363, %int9223372036854775807_3364, %int2_3365 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2691, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_3366 = torch.constant.int 3
    %int1_3367 = torch.constant.int 1
    %int9223372036854775807_3368 = torch.constant.int 9223372036854775807
    %int2_3369 = torch.constant.int 2
    %2692 = torch.aten.slice.Tensor %2672, %int3_3366, %int1_3367, %int9223372036854775807_3368, %int2_3369 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2692, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_3370 = torch.constant.int -2
    %2693 = torch.aten.unsqueeze %17, %int-2_3370 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3371 = torch.constant.int -2
    %2694 = torch.aten.unsqueeze %19, %int-2_3371 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2695 = torch.aten.mul.Tensor %2691, %2693 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2695, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2696 = torch.aten.mul.Tensor %2692, %2694 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2696, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3372 = torch.constant.int 1
    %2697 = torch.aten.sub.Tensor %2695, %2696, %int1_3372 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2697, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2698 = torch.aten.mul.Tensor %2691, %2694 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2698, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2699 = torch.aten.mul.Tensor %2692, %2693 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2699, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3373 = torch.constant.int 1
    %2700 = torch.aten.add.Tensor %2698, %2699, %int1_3373 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2700, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2701 = torch.prim.ListConstruct %2697, %2700 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_3374 = torch.constant.int -1
    %2702 = torch.aten.stack %2701, %int-1_3374 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2702, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_3375 = torch.constant.int 1
    %int2_3376 = torch.constant.int 2
    %int16_3377 = torch.constant.int 16
    %2703 = torch.prim.ListConstruct %2, %int1_3375, %int2_3376, %int16_3377 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2704 = torch.aten.view %2702, %2703 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2704, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_3378 = torch.constant.int 0
    %int31 = torch.constant.int 31
    %2705 = torch.aten.select.int %arg1, %int0_3378, %int31 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2705, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2706 = torch.prim.ListConstruct %2705, %2704 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3379 = torch.constant.int 1
    %2707 = torch.aten.cat %2706, %int1_3379 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2707, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_3380 = torch.constant.int 0
    %int31_3381 = torch.constant.int 31
    %2708 = torch.aten.select.int %arg2, %int0_3380, %int31_3381 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2708, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2709 = torch.prim.ListConstruct %2708, %2676 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3382 = torch.constant.int 1
    %2710 = torch.aten.cat %2709, %int1_3382 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2710, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_3383 = torch.constant.int 1
    %int2_3384 = torch.constant.int 2
    %2711 = torch.aten.transpose.int %2690, %int1_3383, %int2_3384 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2711, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3385 = torch.constant.int 1
    %int2_3386 = torch.constant.int 2
    %2712 = torch.aten.transpose.int %2707, %int1_3385, %int2_3386 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2712, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_3387 = torch.constant.int 1
    %int2_3388 = torch.constant.int 2
    %2713 = torch.aten.transpose.int %2710, %int1_3387, %int2_3388 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2713, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_3389 = torch.constant.none
    %float0.000000e00_3390 = torch.constant.float 0.000000e+00
    %false_3391 = torch.constant.bool false
    %none_3392 = torch.constant.none
    %true_3393 = torch.constant.bool true
    %2714 = torch.aten.scaled_dot_product_attention %2711, %2712, %2713, %none_3389, %float0.000000e00_3390, %false_3391, %none_3392, %true_3393 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2714, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3394 = torch.constant.int 1
    %int2_3395 = torch.constant.int 2
    %2715 = torch.aten.transpose.int %2714, %int1_3394, %int2_3395 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2715, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_3396 = torch.constant.int 1
    %int64_3397 = torch.constant.int 64
    %2716 = torch.prim.ListConstruct %2, %int1_3396, %int64_3397 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2717 = torch.aten.view %2715, %2716 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2717, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.31.wo.weight = util.global.load @__auto.layers.31.wo.weight : tensor<64x64xf16>
    %2718 = torch_c.from_builtin_tensor %__auto.layers.31.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3398 = torch.constant.none
    %2719 = torch.aten.linear %2717, %2718, %none_3398 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2719, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3399 = torch.constant.int 1
    %2720 = torch.aten.add.Tensor %2654, %2719, %int1_3399 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2720, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3400 = torch.constant.none
    %none_3401 = torch.constant.none
    %int5_3402 = torch.constant.int 5
    %meta_3403 = torch.constant.device "meta"
    %int0_3404 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2720, %none_3400, %none_3401, %int5_3402, %meta_3403, %int0_3404 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3405 = torch.constant.int 6
    %2721 = torch.prims.convert_element_type %2720, %int6_3405 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2721, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3406 = torch.constant.int 2
    %2722 = torch.aten.pow.Tensor_Scalar %2721, %int2_3406 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2722, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3407 = torch.constant.int -1
    %2723 = torch.prim.ListConstruct %int-1_3407 : (!torch.int) -> !torch.list<int>
    %true_3408 = torch.constant.bool true
    %none_3409 = torch.constant.none
    %2724 = torch.aten.mean.dim %2722, %2723, %true_3408, %none_3409 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2724, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3410 = torch.constant.float 1.000000e-05
    %int1_3411 = torch.constant.int 1
    %2725 = torch.aten.add.Scalar %2724, %float1.000000e-05_3410, %int1_3411 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2725, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2726 = torch.aten.rsqrt %2725 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2726, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2727 = torch.aten.mul.Tensor %2721, %2726 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2727, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3412 = torch.constant.none
    %none_3413 = torch.constant.none
    %int6_3414 = torch.constant.int 6
    %meta_3415 = torch.constant.device "meta"
    %int0_3416 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2727, %none_3412, %none_3413, %int6_3414, %meta_3415, %int0_3416 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3417 = torch.constant.int 5
    %2728 = torch.prims.convert_element_type %2727, %int5_3417 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2728, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.31.ffn_norm.weight = util.global.load @__auto.layers.31.ffn_norm.weight : tensor<64xf16>
    %2729 = torch_c.from_builtin_tensor %__auto.layers.31.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2730 = torch.aten.mul.Tensor %2728, %2729 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2730, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.31.w1.weight = util.global.load @__auto.layers.31.w1.weight : tensor<128x64xf16>
    %2731 = torch_c.from_builtin_tensor %__auto.layers.31.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3418 = torch.constant.none
    %2732 = torch.aten.linear %2730, %2731, %none_3418 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2732, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2733 = torch.aten.silu %2732 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2733, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.31.w3.weight = util.global.load @__auto.layers.31.w3.weight : tensor<128x64xf16>
    %2734 = torch_c.from_builtin_tensor %__auto.layers.31.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3419 = torch.constant.none
    %2735 = torch.aten.linear %2730, %2734, %none_3419 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2735, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2736 = torch.aten.mul.Tensor %2733, %2735 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2736, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.31.w2.weight = util.global.load @__auto.layers.31.w2.weight : tensor<64x128xf16>
    %2737 = torch_c.from_builtin_tensor %__auto.layers.31.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_3420 = torch.constant.none
    %2738 = torch.aten.linear %2736, %2737, %none_3420 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2738, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3421 = torch.constant.int 1
    %2739 = torch.aten.add.Tensor %2720, %2738, %int1_3421 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2739, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3422 = torch.constant.none
    %none_3423 = torch.constant.none
    %int5_3424 = torch.constant.int 5
    %meta_3425 = torch.constant.device "meta"
    %int0_3426 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2739, %none_3422, %none_3423, %int5_3424, %meta_3425, %int0_3426 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3427 = torch.constant.int 6
    %2740 = torch.prims.convert_element_type %2739, %int6_3427 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2740, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3428 = torch.constant.int 2
    %2741 = torch.aten.pow.Tensor_Scalar %2740, %int2_3428 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2741, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3429 = torch.constant.int -1
    %2742 = torch.prim.ListConstruct %int-1_3429 : (!torch.int) -> !torch.list<int>
    %true_3430 = torch.constant.bool true
    %none_3431 = torch.constant.none
    %2743 = torch.aten.mean.dim %2741, %2742, %true_3430, %none_3431 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2743, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3432 = torch.constant.float 1.000000e-05
    %int1_3433 = torch.constant.int 1
    %2744 = torch.aten.add.Scalar %2743, %float1.000000e-05_3432, %int1_3433 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2744, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2745 = torch.aten.rsqrt %2744 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2745, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2746 = torch.aten.mul.Tensor %2740, %2745 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2746, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3434 = torch.constant.none
    %none_3435 = torch.constant.none
    %int6_3436 = torch.constant.int 6
    %meta_3437 = torch.constant.device "meta"
    %int0_3438 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2746, %none_3434, %none_3435, %int6_3436, %meta_3437, %int0_3438 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3439 = torch.constant.int 5
    %2747 = torch.prims.convert_element_type %2746, %int5_3439 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2747, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.32.attn_norm.weight = util.global.load @__auto.layers.32.attn_norm.weight : tensor<64xf16>
    %2748 = torch_c.from_builtin_tensor %__auto.layers.32.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2749 = torch.aten.mul.Tensor %2747, %2748 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2749, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.32.wq.weight = util.global.load @__auto.layers.32.wq.weight : tensor<64x64xf16>
    %2750 = torch_c.from_builtin_tensor %__auto.layers.32.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3440 = torch.constant.none
    %2751 = torch.aten.linear %2749, %2750, %none_3440 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2751, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3441 = torch.constant.int 1
    %int4_3442 = torch.constant.int 4
    %int16_3443 = torch.constant.int 16
    %2752 = torch.prim.ListConstruct %2, %int1_3441, %int4_3442, %int16_3443 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2753 = torch.aten.view %2751, %2752 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2753, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.32.wk.weight = util.global.load @__auto.layers.32.wk.weight : tensor<32x64xf16>
    %2754 = torch_c.from_builtin_tensor %__auto.layers.32.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3444 = torch.constant.none
    %2755 = torch.aten.linear %2749, %2754, %none_3444 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2755, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3445 = torch.constant.int 1
    %int2_3446 = torch.constant.int 2
    %int16_3447 = torch.constant.int 16
    %2756 = torch.prim.ListConstruct %2, %int1_3445, %int2_3446, %int16_3447 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2757 = torch.aten.view %2755, %2756 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2757, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.32.wv.weight = util.global.load @__auto.layers.32.wv.weight : tensor<32x64xf16>
    %2758 = torch_c.from_builtin_tensor %__auto.layers.32.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3448 = torch.constant.none
    %2759 = torch.aten.linear %2749, %2758, %none_3448 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2759, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3449 = torch.constant.int 1
    %int2_3450 = torch.constant.int 2
    %int16_3451 = torch.constant.int 16
    %2760 = torch.prim.ListConstruct %2, %int1_3449, %int2_3450, %int16_3451 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2761 = torch.aten.view %2759, %2760 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2761, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_3452 = torch.constant.int 3
    %int0_3453 = torch.constant.int 0
    %int9223372036854775807_3454 = torch.constant.int 9223372036854775807
    %int2_3455 = torch.constant.int 2
    %2762 = torch.aten.slice.Tensor %2753, %int3_3452, %int0_3453, %int9223372036854775807_3454, %int2_3455 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2762, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_3456 = torch.constant.int 3
    %int1_3457 = torch.constant.int 1
    %int9223372036854775807_3458 = torch.constant.int 9223372036854775807
    %int2_3459 = torch.constant.int 2
    %2763 = torch.aten.slice.Tensor %2753, %int3_3456, %int1_3457, %int9223372036854775807_3458, %int2_3459 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2763, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_3460 = torch.constant.int -2
    %2764 = torch.aten.unsqueeze %17, %int-2_3460 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3461 = torch.constant.int -2
    %2765 = torch.aten.unsqueeze %19, %int-2_3461 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2766 = torch.aten.mul.Tensor %2762, %2764 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2766, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2767 = torch.aten.mul.Tensor %2763, %2765 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2767, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3462 = torch.constant.int 1
    %2768 = torch.aten.sub.Tensor %2766, %2767, %int1_3462 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2768, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2769 = torch.aten.mul.Tensor %2762, %2765 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2769, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2770 = torch.aten.mul.Tensor %2763, %2764 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2770, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3463 = torch.constant.int 1
    %2771 = torch.aten.add.Tensor %2769, %2770, %int1_3463 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2771, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2772 = torch.prim.ListConstruct %2768, %2771 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_3464 = torch.constant.int -1
    %2773 = torch.aten.stack %2772, %int-1_3464 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2773, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_3465 = torch.constant.int 1
    %int4_3466 = torch.constant.int 4
    %int16_3467 = torch.constant.int 16
    %2774 = torch.prim.ListConstruct %2, %int1_3465, %int4_3466, %int16_3467 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2775 = torch.aten.view %2773, %2774 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2775, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_3468 = torch.constant.int 3
    %int0_3469 = torch.constant.int 0
    %int9223372036854775807_3470 = torch.constant.int 9223372036854775807
    %int2_3471 = torch.constant.int 2
    %2776 = torch.aten.slice.Tensor %2757, %int3_3468, %int0_3469, %int9223372036854775807_3470, %int2_3471 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2776, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_3472 = torch.constant.int 3
    %int1_3473 = torch.constant.int 1
    %int9223372036854775807_3474 = torch.constant.int 9223372036854775807
    %int2_3475 = torch.constant.int 2
    %2777 = torch.aten.slice.Tensor %2757, %int3_3472, %int1_3473, %int9223372036854775807_3474, %int2_3475 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2777, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_3476 = torch.constant.int -2
    %2778 = torch.aten.unsqueeze %17, %int-2_3476 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3477 = torch.constant.int -2
    %2779 = torch.aten.unsqueeze %19, %int-2_3477 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2780 = torch.aten.mul.Tensor %2776, %2778 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2780, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2781 = torch.aten.mul.Tensor %2777, %2779 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2781, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3478 = torch.constant.int 1
    %2782 = torch.aten.sub.Tensor %2780, %2781, %int1_3478 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2782, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2783 = torch.aten.mul.Tensor %2776, %2779 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2783, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2784 = torch.aten.mul.Tensor %2777, %2778 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2784, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3479 = torch.constant.int 1
    %2785 = torch.aten.add.Tensor %2783, %2784, %int1_3479 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2785, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2786 = torch.prim.ListConstruct %2782, %2785 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_3480 = torch.constant.int -1
    %2787 = torch.aten.stack %2786, %int-1_3480 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2787, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_3481 = torch.constant.int 1
    %int2_3482 = torch.constant.int 2
    %int16_3483 = torch.constant.int 16
    %2788 = torch.prim.ListConstruct %2, %int1_3481, %int2_3482, %int16_3483 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2789 = torch.aten.view %2787, %2788 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2789, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_3484 = torch.constant.int 0
    %int32 = torch.constant.int 32
    %2790 = torch.aten.select.int %arg1, %int0_3484, %int32 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2790, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2791 = torch.prim.ListConstruct %2790, %2789 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3485 = torch.constant.int 1
    %2792 = torch.aten.cat %2791, %int1_3485 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2792, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_3486 = torch.constant.int 0
    %int32_3487 = torch.constant.int 32
    %2793 = torch.aten.select.int %arg2, %int0_3486, %int32_3487 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2793, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2794 = torch.prim.ListConstruct %2793, %2761 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3488 = torch.constant.int 1
    %2795 = torch.aten.cat %2794, %int1_3488 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2795, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_3489 = torch.constant.int 1
    %int2_3490 = torch.constant.int 2
    %2796 = torch.aten.transpose.int %2775, %int1_3489, %int2_3490 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2796, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3491 = torch.constant.int 1
    %int2_3492 = torch.constant.int 2
    %2797 = torch.aten.transpose.int %2792, %int1_3491, %int2_3492 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2797, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_3493 = torch.constant.int 1
    %int2_3494 = torch.constant.int 2
    %2798 = torch.aten.transpose.int %2795, %int1_3493, %int2_3494 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2798, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_3495 = torch.constant.none
    %float0.000000e00_3496 = torch.constant.float 0.000000e+00
    %false_3497 = torch.constant.bool false
    %none_3498 = torch.constant.none
    %true_3499 = torch.constant.bool true
    %2799 = torch.aten.scaled_dot_product_attention %2796, %2797, %2798, %none_3495, %float0.000000e00_3496, %false_3497, %none_3498, %true_3499 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2799, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3500 = torch.constant.int 1
    %int2_3501 = torch.constant.int 2
    %2800 = torch.aten.transpose.int %2799, %int1_3500, %int2_3501 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2800, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_3502 = torch.constant.int 1
    %int64_3503 = torch.constant.int 64
    %2801 = torch.prim.ListConstruct %2, %int1_3502, %int64_3503 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2802 = torch.aten.view %2800, %2801 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2802, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.32.wo.weight = util.global.load @__auto.layers.32.wo.weight : tensor<64x64xf16>
    %2803 = torch_c.from_builtin_tensor %__auto.layers.32.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3504 = torch.constant.none
    %2804 = torch.aten.linear %2802, %2803, %none_3504 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2804, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3505 = torch.constant.int 1
    %2805 = torch.aten.add.Tensor %2739, %2804, %int1_3505 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2805, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3506 = torch.constant.none
    %none_3507 = torch.constant.none
    %int5_3508 = torch.constant.int 5
    %meta_3509 = torch.constant.device "meta"
    %int0_3510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2805, %none_3506, %none_3507, %int5_3508, %meta_3509, %int0_3510 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3511 = torch.constant.int 6
    %2806 = torch.prims.convert_element_type %2805, %int6_3511 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2806, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3512 = torch.constant.int 2
    %2807 = torch.aten.pow.Tensor_Scalar %2806, %int2_3512 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2807, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3513 = torch.constant.int -1
    %2808 = torch.prim.ListConstruct %int-1_3513 : (!torch.int) -> !torch.list<int>
    %true_3514 = torch.constant.bool true
    %none_3515 = torch.constant.none
    %2809 = torch.aten.mean.dim %2807, %2808, %true_3514, %none_3515 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2809, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3516 = torch.constant.float 1.000000e-05
    %int1_3517 = torch.constant.int 1
    %2810 = torch.aten.add.Scalar %2809, %float1.000000e-05_3516, %int1_3517 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2810, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2811 = torch.aten.rsqrt %2810 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2811, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2812 = torch.aten.mul.Tensor %2806, %2811 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2812, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3518 = torch.constant.none
    %none_3519 = torch.constant.none
    %int6_3520 = torch.constant.int 6
    %meta_3521 = torch.constant.device "meta"
    %int0_3522 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2812, %none_3518, %none_3519, %int6_3520, %meta_3521, %int0_3522 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3523 = torch.constant.int 5
    %2813 = torch.prims.convert_element_type %2812, %int5_3523 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2813, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.32.ffn_norm.weight = util.global.load @__auto.layers.32.ffn_norm.weight : tensor<64xf16>
    %2814 = torch_c.from_builtin_tensor %__auto.layers.32.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2815 = torch.aten.mul.Tensor %2813, %2814 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2815, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.32.w1.weight = util.global.load @__auto.layers.32.w1.weight : tensor<128x64xf16>
    %2816 = torch_c.from_builtin_tensor %__auto.layers.32.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3524 = torch.constant.none
    %2817 = torch.aten.linear %2815, %2816, %none_3524 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2817, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2818 = torch.aten.silu %2817 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2818, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.32.w3.weight = util.global.load @__auto.layers.32.w3.weight : tensor<128x64xf16>
    %2819 = torch_c.from_builtin_tensor %__auto.layers.32.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3525 = torch.constant.none
    %2820 = torch.aten.linear %2815, %2819, %none_3525 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2820, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2821 = torch.aten.mul.Tensor %2818, %2820 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2821, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.32.w2.weight = util.global.load @__auto.layers.32.w2.weight : tensor<64x128xf16>
    %2822 = torch_c.from_builtin_tensor %__auto.layers.32.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_3526 = torch.constant.none
    %2823 = torch.aten.linear %2821, %2822, %none_3526 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2823, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3527 = torch.constant.int 1
    %2824 = torch.aten.add.Tensor %2805, %2823, %int1_3527 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2824, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3528 = torch.constant.none
    %none_3529 = torch.constant.none
    %int5_3530 = torch.constant.int 5
    %meta_3531 = torch.constant.device "meta"
    %int0_3532 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2824, %none_3528, %none_3529, %int5_3530, %meta_3531, %int0_3532 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3533 = torch.constant.int 6
    %2825 = torch.prims.convert_element_type %2824, %int6_3533 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2825, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3534 = torch.constant.int 2
    %2826 = torch.aten.pow.Tensor_Scalar %2825, %int2_3534 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2826, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3535 = torch.constant.int -1
    %2827 = torch.prim.ListConstruct %int-1_3535 : (!torch.int) -> !torch.list<int>
    %true_3536 = torch.constant.bool true
    %none_3537 = torch.constant.none
    %2828 = torch.aten.mean.dim %2826, %2827, %true_3536, %none_3537 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2828, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3538 = torch.constant.float 1.000000e-05
    %int1_3539 = torch.constant.int 1
    %2829 = torch.aten.add.Scalar %2828, %float1.000000e-05_3538, %int1_3539 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2829, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2830 = torch.aten.rsqrt %2829 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2830, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2831 = torch.aten.mul.Tensor %2825, %2830 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2831, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3540 = torch.constant.none
    %none_3541 = torch.constant.none
    %int6_3542 = torch.constant.int 6
    %meta_3543 = torch.constant.device "meta"
    %int0_3544 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2831, %none_3540, %none_3541, %int6_3542, %meta_3543, %int0_3544 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3545 = torch.constant.int 5
    %2832 = torch.prims.convert_element_type %2831, %int5_3545 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2832, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.33.attn_norm.weight = util.global.load @__auto.layers.33.attn_norm.weight : tensor<64xf16>
    %2833 = torch_c.from_builtin_tensor %__auto.layers.33.attn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2834 = torch.aten.mul.Tensor %2832, %2833 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2834, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.33.wq.weight = util.global.load @__auto.layers.33.wq.weight : tensor<64x64xf16>
    %2835 = torch_c.from_builtin_tensor %__auto.layers.33.wq.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3546 = torch.constant.none
    %2836 = torch.aten.linear %2834, %2835, %none_3546 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2836, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3547 = torch.constant.int 1
    %int4_3548 = torch.constant.int 4
    %int16_3549 = torch.constant.int 16
    %2837 = torch.prim.ListConstruct %2, %int1_3547, %int4_3548, %int16_3549 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2838 = torch.aten.view %2836, %2837 : !torch.vtensor<[?,1,64],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2838, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %__auto.layers.33.wk.weight = util.global.load @__auto.layers.33.wk.weight : tensor<32x64xf16>
    %2839 = torch_c.from_builtin_tensor %__auto.layers.33.wk.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3550 = torch.constant.none
    %2840 = torch.aten.linear %2834, %2839, %none_3550 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2840, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3551 = torch.constant.int 1
    %int2_3552 = torch.constant.int 2
    %int16_3553 = torch.constant.int 16
    %2841 = torch.prim.ListConstruct %2, %int1_3551, %int2_3552, %int16_3553 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2842 = torch.aten.view %2840, %2841 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2842, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %__auto.layers.33.wv.weight = util.global.load @__auto.layers.33.wv.weight : tensor<32x64xf16>
    %2843 = torch_c.from_builtin_tensor %__auto.layers.33.wv.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %none_3554 = torch.constant.none
    %2844 = torch.aten.linear %2834, %2843, %none_3554 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[?,1,32],f16>
    torch.bind_symbolic_shape %2844, [%0], affine_map<()[s0] -> (s0, 1, 32)> : !torch.vtensor<[?,1,32],f16>
    %int1_3555 = torch.constant.int 1
    %int2_3556 = torch.constant.int 2
    %int16_3557 = torch.constant.int 16
    %2845 = torch.prim.ListConstruct %2, %int1_3555, %int2_3556, %int16_3557 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2846 = torch.aten.view %2844, %2845 : !torch.vtensor<[?,1,32],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2846, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int3_3558 = torch.constant.int 3
    %int0_3559 = torch.constant.int 0
    %int9223372036854775807_3560 = torch.constant.int 9223372036854775807
    %int2_3561 = torch.constant.int 2
    %2847 = torch.aten.slice.Tensor %2838, %int3_3558, %int0_3559, %int9223372036854775807_3560, %int2_3561 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2847, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int3_3562 = torch.constant.int 3
    %int1_3563 = torch.constant.int 1
    %int9223372036854775807_3564 = torch.constant.int 9223372036854775807
    %int2_3565 = torch.constant.int 2
    %2848 = torch.aten.slice.Tensor %2838, %int3_3562, %int1_3563, %int9223372036854775807_3564, %int2_3565 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2848, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int-2_3566 = torch.constant.int -2
    %2849 = torch.aten.unsqueeze %17, %int-2_3566 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3567 = torch.constant.int -2
    %2850 = torch.aten.unsqueeze %19, %int-2_3567 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2851 = torch.aten.mul.Tensor %2847, %2849 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2851, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2852 = torch.aten.mul.Tensor %2848, %2850 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2852, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3568 = torch.constant.int 1
    %2853 = torch.aten.sub.Tensor %2851, %2852, %int1_3568 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2853, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2854 = torch.aten.mul.Tensor %2847, %2850 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2854, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2855 = torch.aten.mul.Tensor %2848, %2849 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2855, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %int1_3569 = torch.constant.int 1
    %2856 = torch.aten.add.Tensor %2854, %2855, %int1_3569 : !torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>, !torch.int -> !torch.vtensor<[?,1,4,8],f16>
    torch.bind_symbolic_shape %2856, [%0], affine_map<()[s0] -> (s0, 1, 4, 8)> : !torch.vtensor<[?,1,4,8],f16>
    %2857 = torch.prim.ListConstruct %2853, %2856 : (!torch.vtensor<[?,1,4,8],f16>, !torch.vtensor<[?,1,4,8],f16>) -> !torch.list<vtensor>
    %int-1_3570 = torch.constant.int -1
    %2858 = torch.aten.stack %2857, %int-1_3570 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,4,8,2],f16>
    torch.bind_symbolic_shape %2858, [%0], affine_map<()[s0] -> (s0, 1, 4, 8, 2)> : !torch.vtensor<[?,1,4,8,2],f16>
    %int1_3571 = torch.constant.int 1
    %int4_3572 = torch.constant.int 4
    %int16_3573 = torch.constant.int 16
    %2859 = torch.prim.ListConstruct %2, %int1_3571, %int4_3572, %int16_3573 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2860 = torch.aten.view %2858, %2859 : !torch.vtensor<[?,1,4,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2860, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int3_3574 = torch.constant.int 3
    %int0_3575 = torch.constant.int 0
    %int9223372036854775807_3576 = torch.constant.int 9223372036854775807
    %int2_3577 = torch.constant.int 2
    %2861 = torch.aten.slice.Tensor %2842, %int3_3574, %int0_3575, %int9223372036854775807_3576, %int2_3577 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2861, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int3_3578 = torch.constant.int 3
    %int1_3579 = torch.constant.int 1
    %int9223372036854775807_3580 = torch.constant.int 9223372036854775807
    %int2_3581 = torch.constant.int 2
    %2862 = torch.aten.slice.Tensor %2842, %int3_3578, %int1_3579, %int9223372036854775807_3580, %int2_3581 : !torch.vtensor<[?,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2862, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int-2_3582 = torch.constant.int -2
    %2863 = torch.aten.unsqueeze %17, %int-2_3582 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int-2_3583 = torch.constant.int -2
    %2864 = torch.aten.unsqueeze %19, %int-2_3583 : !torch.vtensor<[1,8],f16>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %2865 = torch.aten.mul.Tensor %2861, %2863 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2865, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2866 = torch.aten.mul.Tensor %2862, %2864 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2866, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3584 = torch.constant.int 1
    %2867 = torch.aten.sub.Tensor %2865, %2866, %int1_3584 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2867, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2868 = torch.aten.mul.Tensor %2861, %2864 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2868, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2869 = torch.aten.mul.Tensor %2862, %2863 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[1,1,8],f16> -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2869, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %int1_3585 = torch.constant.int 1
    %2870 = torch.aten.add.Tensor %2868, %2869, %int1_3585 : !torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>, !torch.int -> !torch.vtensor<[?,1,2,8],f16>
    torch.bind_symbolic_shape %2870, [%0], affine_map<()[s0] -> (s0, 1, 2, 8)> : !torch.vtensor<[?,1,2,8],f16>
    %2871 = torch.prim.ListConstruct %2867, %2870 : (!torch.vtensor<[?,1,2,8],f16>, !torch.vtensor<[?,1,2,8],f16>) -> !torch.list<vtensor>
    %int-1_3586 = torch.constant.int -1
    %2872 = torch.aten.stack %2871, %int-1_3586 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,2,8,2],f16>
    torch.bind_symbolic_shape %2872, [%0], affine_map<()[s0] -> (s0, 1, 2, 8, 2)> : !torch.vtensor<[?,1,2,8,2],f16>
    %int1_3587 = torch.constant.int 1
    %int2_3588 = torch.constant.int 2
    %int16_3589 = torch.constant.int 16
    %2873 = torch.prim.ListConstruct %2, %int1_3587, %int2_3588, %int16_3589 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2874 = torch.aten.view %2872, %2873 : !torch.vtensor<[?,1,2,8,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,16],f16>
    torch.bind_symbolic_shape %2874, [%0], affine_map<()[s0] -> (s0, 1, 2, 16)> : !torch.vtensor<[?,1,2,16],f16>
    %int0_3590 = torch.constant.int 0
    %int33 = torch.constant.int 33
    %2875 = torch.aten.select.int %arg1, %int0_3590, %int33 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2875, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2876 = torch.prim.ListConstruct %2875, %2874 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3591 = torch.constant.int 1
    %2877 = torch.aten.cat %2876, %int1_3591 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2877, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int0_3592 = torch.constant.int 0
    %int33_3593 = torch.constant.int 33
    %2878 = torch.aten.select.int %arg2, %int0_3592, %int33_3593 : !torch.vtensor<[34,?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2878, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %2879 = torch.prim.ListConstruct %2878, %2846 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,1,2,16],f16>) -> !torch.list<vtensor>
    %int1_3594 = torch.constant.int 1
    %2880 = torch.aten.cat %2879, %int1_3594 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,2,16],f16>
    torch.bind_symbolic_shape %2880, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 2, 16)> : !torch.vtensor<[?,?,2,16],f16>
    %int1_3595 = torch.constant.int 1
    %int2_3596 = torch.constant.int 2
    %2881 = torch.aten.transpose.int %2860, %int1_3595, %int2_3596 : !torch.vtensor<[?,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2881, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3597 = torch.constant.int 1
    %int2_3598 = torch.constant.int 2
    %2882 = torch.aten.transpose.int %2877, %int1_3597, %int2_3598 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2882, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %int1_3599 = torch.constant.int 1
    %int2_3600 = torch.constant.int 2
    %2883 = torch.aten.transpose.int %2880, %int1_3599, %int2_3600 : !torch.vtensor<[?,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f16>
    torch.bind_symbolic_shape %2883, [%0, %1], affine_map<()[s0, s1] -> (s0, 2, s1 + 1, 16)> : !torch.vtensor<[?,2,?,16],f16>
    %none_3601 = torch.constant.none
    %float0.000000e00_3602 = torch.constant.float 0.000000e+00
    %false_3603 = torch.constant.bool false
    %none_3604 = torch.constant.none
    %true_3605 = torch.constant.bool true
    %2884 = torch.aten.scaled_dot_product_attention %2881, %2882, %2883, %none_3601, %float0.000000e00_3602, %false_3603, %none_3604, %true_3605 : !torch.vtensor<[?,4,1,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.vtensor<[?,2,?,16],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,4,1,16],f16>
    torch.bind_symbolic_shape %2884, [%0], affine_map<()[s0] -> (s0, 4, 1, 16)> : !torch.vtensor<[?,4,1,16],f16>
    %int1_3606 = torch.constant.int 1
    %int2_3607 = torch.constant.int 2
    %2885 = torch.aten.transpose.int %2884, %int1_3606, %int2_3607 : !torch.vtensor<[?,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,4,16],f16>
    torch.bind_symbolic_shape %2885, [%0], affine_map<()[s0] -> (s0, 1, 4, 16)> : !torch.vtensor<[?,1,4,16],f16>
    %int1_3608 = torch.constant.int 1
    %int64_3609 = torch.constant.int 64
    %2886 = torch.prim.ListConstruct %2, %int1_3608, %int64_3609 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2887 = torch.aten.view %2885, %2886 : !torch.vtensor<[?,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2887, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.33.wo.weight = util.global.load @__auto.layers.33.wo.weight : tensor<64x64xf16>
    %2888 = torch_c.from_builtin_tensor %__auto.layers.33.wo.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %none_3610 = torch.constant.none
    %2889 = torch.aten.linear %2887, %2888, %none_3610 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64,64],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2889, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3611 = torch.constant.int 1
    %2890 = torch.aten.add.Tensor %2824, %2889, %int1_3611 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2890, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3612 = torch.constant.none
    %none_3613 = torch.constant.none
    %int5_3614 = torch.constant.int 5
    %meta_3615 = torch.constant.device "meta"
    %int0_3616 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2890, %none_3612, %none_3613, %int5_3614, %meta_3615, %int0_3616 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3617 = torch.constant.int 6
    %2891 = torch.prims.convert_element_type %2890, %int6_3617 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2891, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3618 = torch.constant.int 2
    %2892 = torch.aten.pow.Tensor_Scalar %2891, %int2_3618 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2892, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3619 = torch.constant.int -1
    %2893 = torch.prim.ListConstruct %int-1_3619 : (!torch.int) -> !torch.list<int>
    %true_3620 = torch.constant.bool true
    %none_3621 = torch.constant.none
    %2894 = torch.aten.mean.dim %2892, %2893, %true_3620, %none_3621 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2894, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3622 = torch.constant.float 1.000000e-05
    %int1_3623 = torch.constant.int 1
    %2895 = torch.aten.add.Scalar %2894, %float1.000000e-05_3622, %int1_3623 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2895, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2896 = torch.aten.rsqrt %2895 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2896, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2897 = torch.aten.mul.Tensor %2891, %2896 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2897, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3624 = torch.constant.none
    %none_3625 = torch.constant.none
    %int6_3626 = torch.constant.int 6
    %meta_3627 = torch.constant.device "meta"
    %int0_3628 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2897, %none_3624, %none_3625, %int6_3626, %meta_3627, %int0_3628 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3629 = torch.constant.int 5
    %2898 = torch.prims.convert_element_type %2897, %int5_3629 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2898, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.33.ffn_norm.weight = util.global.load @__auto.layers.33.ffn_norm.weight : tensor<64xf16>
    %2899 = torch_c.from_builtin_tensor %__auto.layers.33.ffn_norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2900 = torch.aten.mul.Tensor %2898, %2899 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2900, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.layers.33.w1.weight = util.global.load @__auto.layers.33.w1.weight : tensor<128x64xf16>
    %2901 = torch_c.from_builtin_tensor %__auto.layers.33.w1.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3630 = torch.constant.none
    %2902 = torch.aten.linear %2900, %2901, %none_3630 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2902, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2903 = torch.aten.silu %2902 : !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2903, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.33.w3.weight = util.global.load @__auto.layers.33.w3.weight : tensor<128x64xf16>
    %2904 = torch_c.from_builtin_tensor %__auto.layers.33.w3.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %none_3631 = torch.constant.none
    %2905 = torch.aten.linear %2900, %2904, %none_3631 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[128,64],f16>, !torch.none -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2905, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %2906 = torch.aten.mul.Tensor %2903, %2905 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[?,1,128],f16> -> !torch.vtensor<[?,1,128],f16>
    torch.bind_symbolic_shape %2906, [%0], affine_map<()[s0] -> (s0, 1, 128)> : !torch.vtensor<[?,1,128],f16>
    %__auto.layers.33.w2.weight = util.global.load @__auto.layers.33.w2.weight : tensor<64x128xf16>
    %2907 = torch_c.from_builtin_tensor %__auto.layers.33.w2.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %none_3632 = torch.constant.none
    %2908 = torch.aten.linear %2906, %2907, %none_3632 : !torch.vtensor<[?,1,128],f16>, !torch.vtensor<[64,128],f16>, !torch.none -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2908, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int1_3633 = torch.constant.int 1
    %2909 = torch.aten.add.Tensor %2890, %2908, %int1_3633 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2909, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %none_3634 = torch.constant.none
    %none_3635 = torch.constant.none
    %int5_3636 = torch.constant.int 5
    %meta_3637 = torch.constant.device "meta"
    %int0_3638 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2909, %none_3634, %none_3635, %int5_3636, %meta_3637, %int0_3638 : !torch.vtensor<[?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_3639 = torch.constant.int 6
    %2910 = torch.prims.convert_element_type %2909, %int6_3639 : !torch.vtensor<[?,1,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2910, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int2_3640 = torch.constant.int 2
    %2911 = torch.aten.pow.Tensor_Scalar %2910, %int2_3640 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2911, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %int-1_3641 = torch.constant.int -1
    %2912 = torch.prim.ListConstruct %int-1_3641 : (!torch.int) -> !torch.list<int>
    %true_3642 = torch.constant.bool true
    %none_3643 = torch.constant.none
    %2913 = torch.aten.mean.dim %2911, %2912, %true_3642, %none_3643 : !torch.vtensor<[?,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2913, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_3644 = torch.constant.float 1.000000e-05
    %int1_3645 = torch.constant.int 1
    %2914 = torch.aten.add.Scalar %2913, %float1.000000e-05_3644, %int1_3645 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2914, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2915 = torch.aten.rsqrt %2914 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %2915, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %2916 = torch.aten.mul.Tensor %2910, %2915 : !torch.vtensor<[?,1,64],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,64],f32>
    torch.bind_symbolic_shape %2916, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f32>
    %none_3646 = torch.constant.none
    %none_3647 = torch.constant.none
    %int6_3648 = torch.constant.int 6
    %meta_3649 = torch.constant.device "meta"
    %int0_3650 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %2916, %none_3646, %none_3647, %int6_3648, %meta_3649, %int0_3650 : !torch.vtensor<[?,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_3651 = torch.constant.int 5
    %2917 = torch.prims.convert_element_type %2916, %int5_3651 : !torch.vtensor<[?,1,64],f32>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2917, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<64xf16>
    %2918 = torch_c.from_builtin_tensor %__auto.norm.weight : tensor<64xf16> -> !torch.vtensor<[64],f16>
    %2919 = torch.aten.mul.Tensor %2917, %2918 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[64],f16> -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %2919, [%0], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %__auto.out.weight = util.global.load @__auto.out.weight : tensor<256x64xf16>
    %2920 = torch_c.from_builtin_tensor %__auto.out.weight : tensor<256x64xf16> -> !torch.vtensor<[256,64],f16>
    %none_3652 = torch.constant.none
    %2921 = torch.aten.linear %2919, %2920, %none_3652 : !torch.vtensor<[?,1,64],f16>, !torch.vtensor<[256,64],f16>, !torch.none -> !torch.vtensor<[?,1,256],f16>
    torch.bind_symbolic_shape %2921, [%0], affine_map<()[s0] -> (s0, 1, 256)> : !torch.vtensor<[?,1,256],f16>
    %2922 = torch.prim.ListConstruct %72, %157, %242, %327, %412, %497, %582, %667, %752, %837, %922, %1007, %1092, %1177, %1262, %1347, %1432, %1517, %1602, %1687, %1772, %1857, %1942, %2027, %2112, %2197, %2282, %2367, %2452, %2537, %2622, %2707, %2792, %2877 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>) -> !torch.list<vtensor>
    %int0_3653 = torch.constant.int 0
    %2923 = torch.aten.stack %2922, %int0_3653 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[34,?,?,2,16],f16>
    torch.bind_symbolic_shape %2923, [%0, %1], affine_map<()[s0, s1] -> (34, s0, s1 + 1, 2, 16)> : !torch.vtensor<[34,?,?,2,16],f16>
    %2924 = torch.prim.ListConstruct %75, %160, %245, %330, %415, %500, %585, %670, %755, %840, %925, %1010, %1095, %1180, %1265, %1350, %1435, %1520, %1605, %1690, %1775, %1860, %1945, %2030, %2115, %2200, %2285, %2370, %2455, %2540, %2625, %2710, %2795, %2880 : (!torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>, !torch.vtensor<[?,?,2,16],f16>) -> !torch.list<vtensor>
    %int0_3654 = torch.constant.int 0
    %2925 = torch.aten.stack %2924, %int0_3654 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[34,?,?,2,16],f16>
    torch.bind_symbolic_shape %2925, [%0, %1], affine_map<()[s0, s1] -> (34, s0, s1 + 1, 2, 16)> : !torch.vtensor<[34,?,?,2,16],f16>
    return %2921, %2923, %2925 : !torch.vtensor<[?,1,256],f16>, !torch.vtensor<[34,?,?,2,16],f16>, !torch.vtensor<[34,?,?,2,16],f16>
  }
}
