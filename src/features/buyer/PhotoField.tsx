import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { uploadPhoto } from '../../api/shop.ts';
import { showFailure } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';

/** Up to `max` photos, each uploaded with POST /v1/wangchuang/upload/temporary/file. */
export default function PhotoField({ value, onChange, max = 9 }: { value: string[]; onChange: (urls: string[]) => void; max?: number }) {
  const items: ImageUploadItem[] = value.map((url) => ({ url }));
  return (
    <ImageUploader
      value={items}
      maxCount={max}
      onChange={(list) => onChange(list.map((i) => i.url))}
      beforeUpload={(file) => {
        if (!file.type.startsWith('image/')) {
          toast('请选择图片文件');
          return null;
        }
        return file;
      }}
      upload={async (file) => {
        try {
          return { url: (await uploadPhoto(file)).url };
        } catch (error) {
          showFailure(error, '上传失败，请重试');
          throw error;
        }
      }}
    />
  );
}
