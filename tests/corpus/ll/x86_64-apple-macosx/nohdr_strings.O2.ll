; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"len %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"World\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"bases: %s \00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"  one two\09three\0Afour  five \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"copied\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"memcmp %d strchr %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"pangram %d o-count %d\0A\00", align 1
@utoa_base.digits = internal unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 16

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca [70 x i8], align 16
  %3 = alloca [32 x i8], align 16
  %4 = alloca [26 x i32], align 16
  %5 = alloca [64 x i8], align 16
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 43, i32 noundef 43)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef -1)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !tbaa !5
  br label %8

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ]
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = icmp eq i8 %10, 0
  %12 = getelementptr inbounds i8, ptr %9, i64 1
  br i1 %11, label %13, label %8, !llvm.loop !8

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !tbaa !5
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ]
  %17 = load i8, ptr %16, align 1, !tbaa !5
  %18 = icmp eq i8 %17, 0
  %19 = getelementptr inbounds i8, ptr %16, i64 1
  br i1 %18, label %20, label %15, !llvm.loop !8

20:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !tbaa !5
  %21 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ]
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = icmp eq i8 %24, 0
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  br i1 %25, label %27, label %22, !llvm.loop !8

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64
  %29 = sub i64 %28, %14
  %30 = getelementptr inbounds i8, ptr %1, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 -1
  %32 = icmp ugt ptr %31, %1
  br i1 %32, label %33, label %41

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
  %36 = load i8, ptr %35, align 1, !tbaa !5
  %37 = load i8, ptr %34, align 1, !tbaa !5
  store i8 %37, ptr %35, align 1, !tbaa !5
  store i8 %36, ptr %34, align 1, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %35, i64 1
  %39 = getelementptr inbounds i8, ptr %34, i64 -1
  %40 = icmp ult ptr %38, %39
  br i1 %40, label %33, label %41, !llvm.loop !10

41:                                               ; preds = %33, %27
  %42 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5
  %43 = getelementptr inbounds i8, ptr %2, i64 1
  %44 = getelementptr inbounds i8, ptr %2, i64 2
  %45 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 3544668469065756977, ptr %2, align 16
  store i8 0, ptr %45, align 8, !tbaa !5
  br label %46

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %2, %41 ], [ %50, %46 ]
  %48 = load i8, ptr %47, align 1, !tbaa !5
  %49 = icmp eq i8 %48, 0
  %50 = getelementptr inbounds i8, ptr %47, i64 1
  br i1 %49, label %51, label %46, !llvm.loop !8

51:                                               ; preds = %46
  %52 = ptrtoint ptr %47 to i64
  %53 = ptrtoint ptr %2 to i64
  %54 = sub i64 %52, %53
  %55 = getelementptr inbounds i8, ptr %2, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 -1
  %57 = icmp ugt ptr %56, %2
  br i1 %57, label %58, label %66

58:                                               ; preds = %51, %58
  %59 = phi ptr [ %64, %58 ], [ %56, %51 ]
  %60 = phi ptr [ %63, %58 ], [ %2, %51 ]
  %61 = load i8, ptr %60, align 1, !tbaa !5
  %62 = load i8, ptr %59, align 1, !tbaa !5
  store i8 %62, ptr %60, align 1, !tbaa !5
  store i8 %61, ptr %59, align 1, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %60, i64 1
  %64 = getelementptr inbounds i8, ptr %59, i64 -1
  %65 = icmp ult ptr %63, %64
  br i1 %65, label %58, label %66, !llvm.loop !10

66:                                               ; preds = %58, %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2)
  store i8 102, ptr %2, align 16, !tbaa !5
  store i8 102, ptr %43, align 1, !tbaa !5
  store i8 0, ptr %44, align 2, !tbaa !5
  br label %68

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %2, %66 ], [ %70, %68 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 1
  %71 = load i8, ptr %70, align 1, !tbaa !5
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %73, label %68, !llvm.loop !8

73:                                               ; preds = %68
  %74 = ptrtoint ptr %70 to i64
  %75 = sub i64 %74, %53
  %76 = getelementptr inbounds i8, ptr %2, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 -1
  %78 = icmp ugt ptr %77, %2
  br i1 %78, label %79, label %87

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %77, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %2, %73 ]
  %82 = load i8, ptr %81, align 1, !tbaa !5
  %83 = load i8, ptr %80, align 1, !tbaa !5
  store i8 %83, ptr %81, align 1, !tbaa !5
  store i8 %82, ptr %80, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %81, i64 1
  %85 = getelementptr inbounds i8, ptr %80, i64 -1
  %86 = icmp ult ptr %84, %85
  br i1 %86, label %79, label %87, !llvm.loop !10

87:                                               ; preds = %79, %73
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2)
  store <8 x i8> <i8 102, i8 110, i8 103, i8 117, i8 104, i8 53, i8 114, i8 102>, ptr %2, align 16, !tbaa !5
  store i8 0, ptr %45, align 8, !tbaa !5
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi ptr [ %2, %87 ], [ %93, %89 ]
  %91 = load i8, ptr %90, align 1, !tbaa !5
  %92 = icmp eq i8 %91, 0
  %93 = getelementptr inbounds i8, ptr %90, i64 1
  br i1 %92, label %94, label %89, !llvm.loop !8

94:                                               ; preds = %89
  %95 = ptrtoint ptr %90 to i64
  %96 = sub i64 %95, %53
  %97 = getelementptr inbounds i8, ptr %2, i64 %96
  %98 = getelementptr inbounds i8, ptr %97, i64 -1
  %99 = icmp ugt ptr %98, %2
  br i1 %99, label %100, label %108

100:                                              ; preds = %94, %100
  %101 = phi ptr [ %106, %100 ], [ %98, %94 ]
  %102 = phi ptr [ %105, %100 ], [ %2, %94 ]
  %103 = load i8, ptr %102, align 1, !tbaa !5
  %104 = load i8, ptr %101, align 1, !tbaa !5
  store i8 %104, ptr %102, align 1, !tbaa !5
  store i8 %103, ptr %101, align 1, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %102, i64 1
  %106 = getelementptr inbounds i8, ptr %101, i64 -1
  %107 = icmp ult ptr %105, %106
  br i1 %107, label %100, label %108, !llvm.loop !10

108:                                              ; preds = %100, %94
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2)
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i64 [ -1, %108 ], [ %124, %110 ]
  %112 = phi i64 [ 0, %108 ], [ %123, %110 ]
  %113 = getelementptr inbounds i8, ptr %2, i64 %112
  %114 = urem i64 %111, 10
  %115 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !5
  %117 = or disjoint i64 %112, 1
  store i8 %116, ptr %113, align 2, !tbaa !5
  %118 = udiv i64 %111, 10
  %119 = getelementptr inbounds i8, ptr %2, i64 %117
  %120 = urem i64 %118, 10
  %121 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = add nuw nsw i64 %112, 2
  store i8 %122, ptr %119, align 1, !tbaa !5
  %124 = udiv i64 %111, 100
  %125 = icmp eq i64 %112, 18
  br i1 %125, label %126, label %110, !llvm.loop !11

126:                                              ; preds = %110
  %127 = getelementptr inbounds i8, ptr %2, i64 %123
  store i8 0, ptr %127, align 1, !tbaa !5
  br label %128

128:                                              ; preds = %128, %126
  %129 = phi ptr [ %2, %126 ], [ %132, %128 ]
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = icmp eq i8 %130, 0
  %132 = getelementptr inbounds i8, ptr %129, i64 1
  br i1 %131, label %133, label %128, !llvm.loop !8

133:                                              ; preds = %128
  %134 = ptrtoint ptr %129 to i64
  %135 = sub i64 %134, %53
  %136 = getelementptr inbounds i8, ptr %2, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 -1
  %138 = icmp ugt ptr %137, %2
  br i1 %138, label %139, label %147

139:                                              ; preds = %133, %139
  %140 = phi ptr [ %145, %139 ], [ %137, %133 ]
  %141 = phi ptr [ %144, %139 ], [ %2, %133 ]
  %142 = load i8, ptr %141, align 1, !tbaa !5
  %143 = load i8, ptr %140, align 1, !tbaa !5
  store i8 %143, ptr %141, align 1, !tbaa !5
  store i8 %142, ptr %140, align 1, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %141, i64 1
  %145 = getelementptr inbounds i8, ptr %140, i64 -1
  %146 = icmp ult ptr %144, %145
  br i1 %146, label %139, label %147, !llvm.loop !10

147:                                              ; preds = %139, %133
  %148 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  br label %149

149:                                              ; preds = %156, %147
  %150 = phi i32 [ 0, %147 ], [ %160, %156 ]
  %151 = phi i1 [ false, %147 ], [ %157, %156 ]
  %152 = phi ptr [ @.str.15, %147 ], [ %161, %156 ]
  %153 = xor i1 %151, true
  %154 = load i8, ptr %152, align 1, !tbaa !5
  switch i8 %154, label %155 [
    i8 0, label %162
    i8 32, label %156
    i8 9, label %156
    i8 10, label %156
  ]

155:                                              ; preds = %149
  br label %156

156:                                              ; preds = %155, %149, %149, %149
  %157 = phi i1 [ true, %155 ], [ false, %149 ], [ false, %149 ], [ false, %149 ]
  %158 = and i1 %157, %153
  %159 = zext i1 %158 to i32
  %160 = add nuw nsw i32 %150, %159
  %161 = getelementptr inbounds i8, ptr %152, i64 1
  br label %149, !llvm.loop !12

162:                                              ; preds = %149
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(31) %3, i8 45, i64 31, i1 false)
  %164 = getelementptr inbounds i8, ptr %3, i64 31
  store i8 0, ptr %164, align 1, !tbaa !5
  %165 = getelementptr inbounds i8, ptr %3, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %165, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false)
  %166 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3)
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20))
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %4, i8 0, i64 104, i1 false)
  br label %168

168:                                              ; preds = %191, %162
  %169 = phi i8 [ 116, %162 ], [ %194, %191 ]
  %170 = phi i64 [ 0, %162 ], [ %192, %191 ]
  %171 = add i8 %169, -97
  %172 = icmp ult i8 %171, 26
  br i1 %172, label %173, label %178

173:                                              ; preds = %168
  %174 = zext nneg i8 %171 to i64
  %175 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !13
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %175, align 4, !tbaa !13
  br label %178

178:                                              ; preds = %168, %173
  %179 = icmp eq i64 %170, 42
  br i1 %179, label %195, label %180, !llvm.loop !15

180:                                              ; preds = %178
  %181 = or disjoint i64 %170, 1
  %182 = getelementptr inbounds i8, ptr @.str, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !5
  %184 = add i8 %183, -97
  %185 = icmp ult i8 %184, 26
  br i1 %185, label %186, label %191

186:                                              ; preds = %180
  %187 = zext nneg i8 %184 to i64
  %188 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !13
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %188, align 4, !tbaa !13
  br label %191

191:                                              ; preds = %186, %180
  %192 = add nuw nsw i64 %170, 2
  %193 = getelementptr inbounds i8, ptr @.str, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !5
  br label %168

195:                                              ; preds = %178
  %196 = load i32, ptr %4, align 16, !tbaa !13
  %197 = icmp ne i32 %196, 0
  %198 = getelementptr inbounds i8, ptr %4, i64 4
  %199 = load i32, ptr %198, align 4, !tbaa !13
  %200 = freeze i32 %199
  %201 = icmp ne i32 %200, 0
  %202 = getelementptr inbounds i8, ptr %4, i64 8
  %203 = load <8 x i32>, ptr %202, align 8, !tbaa !13
  %204 = freeze <8 x i32> %203
  %205 = getelementptr inbounds i8, ptr %4, i64 40
  %206 = load <16 x i32>, ptr %205, align 8, !tbaa !13
  %207 = freeze <16 x i32> %206
  %208 = icmp eq <16 x i32> %207, zeroinitializer
  %209 = bitcast <16 x i1> %208 to i16
  %210 = icmp eq i16 %209, 0
  %211 = icmp eq <8 x i32> %204, zeroinitializer
  %212 = bitcast <8 x i1> %211 to i8
  %213 = icmp eq i8 %212, 0
  %214 = and i1 %210, %213
  %215 = and i1 %214, %201
  %216 = select i1 %215, i1 %197, i1 false
  %217 = zext i1 %216 to i32
  %218 = extractelement <16 x i32> %207, i64 4
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %217, i32 noundef %218)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  br label %223

220:                                              ; preds = %223
  %221 = getelementptr inbounds i8, ptr %5, i64 43
  store i8 0, ptr %221, align 1, !tbaa !5
  %222 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  ret i32 0

223:                                              ; preds = %233, %195
  %224 = phi i64 [ 0, %195 ], [ %241, %233 ]
  %225 = phi i8 [ 116, %195 ], [ %244, %233 ]
  %226 = phi ptr [ @.str, %195 ], [ %243, %233 ]
  %227 = add i8 %225, -97
  %228 = icmp ult i8 %227, 26
  %229 = add nsw i8 %225, -32
  %230 = select i1 %228, i8 %229, i8 %225
  %231 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %224
  store i8 %230, ptr %231, align 2, !tbaa !5
  %232 = icmp eq i64 %224, 42
  br i1 %232, label %220, label %233, !llvm.loop !16

233:                                              ; preds = %223
  %234 = or disjoint i64 %224, 1
  %235 = getelementptr inbounds i8, ptr %226, i64 1
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = add i8 %236, -97
  %238 = icmp ult i8 %237, 26
  %239 = add nsw i8 %236, -32
  %240 = select i1 %238, i8 %239, i8 %236
  %241 = add nuw nsw i64 %224, 2
  %242 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %234
  store i8 %240, ptr %242, align 1, !tbaa !5
  %243 = getelementptr inbounds i8, ptr %226, i64 2
  %244 = load i8, ptr %243, align 1, !tbaa !5
  br label %223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
