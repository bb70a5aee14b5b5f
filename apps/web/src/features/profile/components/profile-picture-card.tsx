import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { PROFILE_MESSAGES, PROFILE_PICTURE_ACCEPT, headerDisplayName, type Profile } from '@sehat/shared';
import { CameraIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useEarlyPickedFiles } from '@/hooks/use-early-picked-files';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useUploadProfilePicture } from '../api/update-profile';
import { initials } from './initials';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

/**
 * Profile picture (docs/product.md#screens-and-routes, docs/product.md#validation-rules): any raster image the server stores (the
 * picker offers only those), uploaded as soon as it is chosen ('Uploading...'),
 * previewed at once; the header avatar follows. The 5MB hint is shown, not
 * enforced; the server checks the content. A refusal puts the old picture
 * back; its toast comes from the upload's error policy.
 */
export function ProfilePictureCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture();
  const [preview, setPreview] = useState<string | null>(null);
  const name = headerDisplayName(profile);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const previous = preview;
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
    } catch {
      setPreview(previous);
      return;
    }
    toast.success(profileMessages.pictureUpdated);
  }

  useEarlyPickedFiles(input, (files) => void choose(files[0]));

  const src = preview ?? profile.profile_picture_url ?? undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('profilePictureCard.profilePicture2')}</h2>
        </CardTitle>
        <CardDescription>{t('profilePictureCard.thisPhotoAppearsInThe')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-6">
        <Avatar className="size-24 text-2xl">
          {src && <AvatarImage src={src} alt={t('profilePictureCard.profilePicture')} />}
          <AvatarFallback className="text-2xl">{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="grid justify-items-center gap-2 sm:justify-items-start">
          <input
            ref={input}
            id="profile-picture"
            type="file"
            accept={PROFILE_PICTURE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('profilePictureCard.profilePictureFile')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <CameraIcon aria-hidden="true" />
            {upload.isPending ? t('profilePictureCard.uploading') : t('profilePictureCard.uploadPhoto')}
          </Button>
          <p className="text-sm text-muted-foreground">{messageText(profileMessages.pictureHint)}</p>
          <p className="text-xs text-muted-foreground">{messageText(profileMessages.pictureRecommended)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
